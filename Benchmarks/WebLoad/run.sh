#!/usr/bin/env bash
# Ten thousand tabs: builds `feedback` and `search` in release, then measures
# `feedback --web` with webload.py at each session count given (1,000 and 10,000 by
# default). Extra options after `--` go to webload.py, such as
# `-- --duration 60 --env MALLOC_ARENA_MAX=2`, or `-- --app search` to type in search.
# Needs Python 3's standard library only; see README.md.
set -euo pipefail
cd "$(dirname "$0")/../.."

counts=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do counts+=("$1"); shift; done
[ $# -gt 0 ] && shift
[ ${#counts[@]} -gt 0 ] || counts=(1000 10000)

# Each session is a socket in the server and one in a client process.
ulimit -n "$(ulimit -Hn)"

swift build -c release --product feedback
swift build -c release --product search
for count in "${counts[@]}"; do
  echo "== $count sessions"
  # .build/release/feedback, or search's with `-- --app search`.
  python3 Benchmarks/WebLoad/webload.py --sessions "$count" "$@"
done
