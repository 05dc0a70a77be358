import statistics as s,sys
rows=[l.split()[1:] for l in open(sys.argv[1]) if l.startswith('ROW')]
names=['floor']+sys.argv[2:]
f=[int(x[0].split('/')[0]) for x in rows]; ft=[int(x[0].split('/')[1]) for x in rows]
for j,n in enumerate(names):
  r=[int(x[j].split('/')[0]) for x in rows]; t=[int(x[j].split('/')[1]) for x in rows]
  print(f"{n:12} peak {s.median(r)/1024:.1f} MB (+{(s.median(r)-s.median(f))/1024:.1f})  first frame {s.median(t)} ms ({s.median(t)/s.median(ft):.2f}x)")
