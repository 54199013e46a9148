#!/usr/bin/env python3
"""What an inspector recording costs (issue 25): S1 and S13 with and without one, in
nanoseconds per event (the release binary timed, the best of five runs of a million
events), and the memory one recorded node costs.

    python3 Scripts/inspected.py

Not a check: the figures depend on the machine. Not counted under callgrind either: an
inspector captures the stack where each node is made, and the runtime's stack capture
crashes under valgrind 3.19.
"""

import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check  # noqa: E402

TIMED_EVENTS = 1_000_000
NODES = 10_000


def nanoseconds_per_event(binary, scenario):
    best = None
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run([binary, scenario, str(TIMED_EVENTS)], check=True,
                       stdout=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best / TIMED_EVENTS * 1e9


def main():
    binary = check.build()
    print(f"{'scenario':<10} {'ns/event':>10}")
    for scenario in ("S1", "S1i", "S13", "S13i"):
        print(f"{scenario:<10} {nanoseconds_per_event(binary, scenario):>10,.1f}")
    node_bytes = subprocess.run([binary, "node-bytes", str(NODES)], check=True,
                                capture_output=True, text=True).stdout.strip()
    print(f"bytes per recorded node (a pipe, {NODES:,} of them, resident memory): {node_bytes}")


if __name__ == "__main__":
    main()
