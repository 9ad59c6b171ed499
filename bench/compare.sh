#!/bin/sh
# bench/compare.sh: whole games per second of two builds, side by side
#
#   bench/compare.sh OLD_BUILD NEW_BUILD [REPEATS]
#
# Runs "bench turn" of each build in turn, REPEATS times (7 unless given), and
# prints each figure, then the median of each build and their ratio. Taking
# turns keeps both under the same load, which is what makes the ratio worth
# reading on a shared machine; compare builds of the same buildtype
# (docs/performance.md, "Whole games, issue 8").
set -eu

if [ $# -lt 2 ]; then
  echo "usage: $0 OLD_BUILD NEW_BUILD [REPEATS]" >&2
  exit 2
fi
old=$1
new=$2
repeats=${3:-7}

games_per_second () {
  "$1/bench/bench" turn | sed -n 's/^\([0-9]*\) full games per second.*/\1/p'
}

median () {
  tr ' ' '\n' | grep . | sort -n \
    | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

old_all=
new_all=
i=0
while [ "$i" -lt "$repeats" ]; do
  o=$(games_per_second "$old")
  n=$(games_per_second "$new")
  echo "run $((i + 1)): $o (old) $n (new) games per second"
  old_all="$old_all $o"
  new_all="$new_all $n"
  i=$((i + 1))
done

old_median=$(echo "$old_all" | median)
new_median=$(echo "$new_all" | median)
ratio=$(echo "$new_median $old_median" | awk '{ printf "%.2f", $1 / $2 }')
echo "median: $old_median (old) $new_median (new) games per second, ×$ratio"
