#ifndef TYPECASE_MAPPED_FILE_GUARD_H
#define TYPECASE_MAPPED_FILE_GUARD_H

/// Keeps the process alive when a font file it has mapped is cut short in place (`cp` of a
/// smaller font over it, `truncate`): FreeType and HarfBuzz map font files, and a read past the
/// file's new end raises SIGBUS, which ends the process. Such a read is given a page of zeros
/// instead (FreeType and HarfBuzz take zeros as empty tables); every other SIGBUS goes to the
/// handler installed before (the Swift runtime's backtracer) or ends the process as before.
/// Call once, early, before threads start.
void typecase_guard_mapped_files(void);

/// How many reads past the end of a mapped file were given zeros so far.
unsigned long typecase_mapped_file_reads_past_end(void);

#endif
