# Writes a Windows bitmap font (.fon: an NE executable holding one FNT font, "MS Sans Serif",
# 13 px, boxes for U+0021-U+007E) to the path given: what a copied Windows Fonts folder holds,
# which FreeType reads ("Windows FNT") and Debian's 70-no-bitmaps.conf leaves out.
#
#   python3 make-windows-fon.py OUT.fon
import struct
def fnt(face=b'MS Sans Serif', h=13, asc=10):
    first,last=0x20,0x7e
    n=last-first+2  # plus sentinel
    hdr_len=118
    ctab=hdr_len
    bits_off=ctab+4*(n+1)
    bitmaps=b''
    entries=[]
    for c in range(first,last+2):
        entries.append((8,bits_off+len(bitmaps)))
        rows=bytes([0xFF]+[0x81]*(h-2)+[0xFF]) if c!=0x20 else bytes(h)
        bitmaps+=rows
    entries.append((0,0))
    face_off=bits_off+len(bitmaps)
    body_tail=bitmaps+face+b'\0'
    total=bits_off+len(body_tail)
    hdr=struct.pack('<HI60sHHHHHHHBBBHBHHBHHBBBBHIIIIB',
        0x200,total,b'Copyright fake'.ljust(60,b'\0'),0,10,96,96,asc,0,0,0,0,0,400,0,0,h,0x21,8,8,first,last,ord('?')-first,0,8,0,face_off,0,bits_off,0)
    assert len(hdr)==118,len(hdr)
    ct=b''.join(struct.pack('<HH',w,o) for w,o in entries)
    return hdr+ct+body_tail
def fon(fntdata):
    # MZ header 64 bytes, e_lfanew=0x40
    mz=bytearray(64); mz[0:2]=b'MZ'; struct.pack_into('<I',mz,0x3c,0x40)
    ne_off=0x40
    ne=bytearray(0x40); ne[0:2]=b'NE'
    res_tab_rel=0x40
    shift=4
    # resource table: shift, type 0x8008 count1, reserved, nameinfo, 0 terminator
    font_file_off=0x200
    align=1<<shift
    rt=struct.pack('<H',shift)+struct.pack('<HHI',0x8008,1,0)+struct.pack('<HHHHHH',font_file_off>>shift,(len(fntdata)+align-1)>>shift,0x1c30,0x8001,0,0)+struct.pack('<H',0)
    struct.pack_into('<H',ne,0x24,res_tab_rel)
    struct.pack_into('<H',ne,0x26,res_tab_rel+len(rt))  # resident names table
    struct.pack_into('<H',ne,0x28,res_tab_rel+len(rt)+1)
    struct.pack_into('<H',ne,0x2a,res_tab_rel+len(rt)+1)
    struct.pack_into('<H',ne,0x22,res_tab_rel)
    out=bytearray(mz)+ne+rt+b'\0'
    out+=bytes(font_file_off-len(out))
    out+=fntdata
    out+=bytes((-len(out))%align)
    return bytes(out)
import sys
d=fnt()
open(sys.argv[1],'wb').write(fon(d))

