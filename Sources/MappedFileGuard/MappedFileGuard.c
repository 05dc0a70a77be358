#include "MappedFileGuard.h"

#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static struct sigaction previous_action;
static uintptr_t page_size;
static atomic_ulong reads_past_end;

/// Answers a read past the end of a mapped file (BUS_ADRERR) with a page of zeros mapped over
/// the faulting page, and returns: the read is made again and succeeds. Anything else is passed
/// on as if this handler were not there.
static void on_bus_error(int signal_number, siginfo_t *info, void *context) {
  if (info != NULL && info->si_code == BUS_ADRERR && info->si_addr != NULL && page_size != 0) {
    uintptr_t page = (uintptr_t)info->si_addr & ~(page_size - 1);
    void *zeros = mmap((void *)page, page_size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
    if (zeros != MAP_FAILED) {
      atomic_fetch_add(&reads_past_end, 1);
      return;
    }
  }
  if ((previous_action.sa_flags & SA_SIGINFO) != 0 && previous_action.sa_sigaction != NULL) {
    previous_action.sa_sigaction(signal_number, info, context);
    return;
  }
  if (previous_action.sa_handler != SIG_DFL && previous_action.sa_handler != SIG_IGN &&
      previous_action.sa_handler != NULL) {
    previous_action.sa_handler(signal_number);
    return;
  }
  // The default action: restored, the faulting instruction runs again and ends the process.
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(SIGBUS, &fallback, NULL);
}

void typecase_guard_mapped_files(void) {
  long size = sysconf(_SC_PAGESIZE);
  if (size <= 0) return;
  page_size = (uintptr_t)size;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_bus_error;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  sigaction(SIGBUS, &action, &previous_action);
}

unsigned long typecase_mapped_file_reads_past_end(void) { return atomic_load(&reads_past_end); }
