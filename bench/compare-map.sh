#!/bin/sh
# bench/compare-map.sh: a map redraw of two builds, side by side (issue 9)
#
#   bench/compare-map.sh OLD_BUILD NEW_BUILD [REPEATS]
#
# OLD_BUILD redraws the whole map at each frame (as at a5e4555): its time is
# bench-map-whole's, a program built here from this tree's
# bench/bench-map-whole.c against OLD_BUILD's own core and render libraries
# (they need only be built: ninja -C OLD_BUILD src/core/libgmp-core.a
# src/render/libgmp-render.a). NEW_BUILD keeps the board layer: its time is
# `bench map`'s "frame with the board layer kept". Both draw the same scene
# (the default board at 1920×1080, a new game from dice seeded with 1, Swarm 1
# activated, its stack in Minneapolis selected). The two run in turn, REPEATS
# times (7 unless given), so that both see the same load; it prints each
# pair, the medians and their ratio (docs/performance.md, "The map view").
set -eu

if [ $# -lt 2 ]; then
  echo "usage: $0 OLD_BUILD NEW_BUILD [REPEATS]" >&2
  exit 2
fi
old=$1
new=$2
repeats=${3:-7}
here=$(cd "$(dirname "$0")" && pwd)

# The old tree's sources, as meson recorded them
old_src=$(sed -n 's/.*"source": *"\([^"]*\)".*/\1/p' "$old/meson-info/meson-info.json")
[ -n "$old_src" ] || { echo "$0: $old is not a meson build folder" >&2; exit 2; }
for lib in src/core/libgmp-core.a src/render/libgmp-render.a data/gmp-data-resources.c; do
  [ -f "$old/$lib" ] || { echo "$0: $old/$lib is missing: build it first" >&2; exit 2; }
done
[ -x "$new/bench/bench" ] || { echo "$0: $new/bench/bench is missing: build it first" >&2; exit 2; }

# The old build's whole-map drawing, compiled as its own files were (-O2 -g)
old_prog=$old/bench-map-whole
${CC:-cc} -O2 -g -I"$old_src/src" -I"$old" -I"$old/data" -o "$old_prog" \
  "$here/bench-map-whole.c" "$old/data/gmp-data-resources.c" \
  "$old/src/render/libgmp-render.a" "$old/src/core/libgmp-core.a" \
  $(pkg-config --cflags --libs gio-2.0 libxml-2.0 pangocairo cairo) -lm

# A time printed in µs or ms, in µs
to_us () {
  awk '{ for (i = 1; i < NF; i++) if ($(i + 1) ~ /^ms/) { print $i * 1000; exit }
                                  else if ($(i + 1) ~ /^(µs|us)/) { print $i; exit } }'
}

median () {
  tr ' ' '\n' | grep . | sort -n \
    | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

LC_ALL=C.UTF-8
export LC_ALL
old_all=
new_all=
i=0
while [ "$i" -lt "$repeats" ]; do
  o=$("$old_prog" 50 | sed -n 's/^whole map.*: //p' | to_us)
  n=$("$new/bench/bench" map | grep '^frame with the board layer kept' | sed 's/^[^)]*)//' | to_us)
  echo "run $((i + 1)): whole map $o µs (old), frame with the board layer kept $n µs (new)"
  old_all="$old_all $o"
  new_all="$new_all $n"
  i=$((i + 1))
done

old_median=$(echo "$old_all" | median)
new_median=$(echo "$new_all" | median)
ratio=$(echo "$old_median $new_median" | awk '{ printf "%.1f", $1 / $2 }')
echo "median of $repeats: $old_median µs (old) $new_median µs (new), ×$ratio faster"
