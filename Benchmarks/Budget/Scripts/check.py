#!/usr/bin/env python3
"""Holds each benchmark scenario's Signals path to its budget of instructions and mallocs
per event, counted by valgrind's callgrind: counts that a busy machine cannot change.

    python3 Scripts/check.py            # build, count, compare with budgets.json
    python3 Scripts/check.py --update   # write the counts as the new budgets

Each scenario runs twice, with N and 2N events; the difference divided by N is the cost
of one event, so setup, teardown and start-up drop out. A scenario fails when its
instructions per event rise more than 10% above its budget, or its mallocs per event
above it. A change that moves a budget says so in its commit message.

The binary is built in release and its debug sections are stripped: valgrind 3.19 cannot
read the DWARF 5 that Swift 6.3 writes. Only the standard library is used.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUDGETS = os.path.join(PACKAGE, "budgets.json")
EVENTS = 2_000
TOLERANCE = 1.10
# Counted only inside `measuredRegion`, on the thread that runs it.
REGION = ["--toggle-collect=*measuredRegion*"]
# S11 delivers on a Dispatch queue's thread too: the whole process is counted, and the
# difference between the two runs leaves only the events, on both threads.
WHOLE_PROCESS = {"S11"}
ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"}


def build():
    subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", PACKAGE], check=True,
        stdout=subprocess.DEVNULL)
    binary = os.path.join(PACKAGE, ".build", "release", "Budget")
    stripped = os.path.join(tempfile.mkdtemp(prefix="budget-"), "Budget")
    subprocess.run(["objcopy", "--strip-debug", binary, stripped], check=True)
    return stripped


def count(binary, scenario, events):
    """Instructions and allocation calls of one run: (instructions, mallocs)."""
    out = os.path.join(os.path.dirname(binary), f"callgrind.{scenario}.{events}")
    options = [] if scenario in WHOLE_PROCESS else REGION
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + options
        + [binary, scenario, str(events)],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if run.returncode != 0:
        sys.exit(f"{scenario}: the run failed under valgrind:\n{run.stderr}")
    collected = re.search(r"Collected : (\d+)", run.stderr)
    if not collected:
        sys.exit(f"{scenario}: valgrind reported no count:\n{run.stderr}")
    return int(collected.group(1)), allocation_calls(out)


def allocation_calls(path):
    """How many calls the profile records to an allocator, from its `cfn=`/`calls=` lines."""
    # A function's name is given once, with its id, on the first `fn=` or `cfn=` line
    # that mentions it; later lines give only the id.
    names, current, calls = {}, None, 0
    with open(path) as profile:
        for line in profile:
            match = re.match(r"(c?)fn=\((\d+)\)(?: (.*))?", line.strip())
            if match:
                if match.group(3):
                    names[match.group(2)] = match.group(3).split("@")[0]
                if match.group(1):
                    current = names.get(match.group(2))
            elif line.startswith("calls=") and current in ALLOCATORS:
                calls += int(line.split("=", 1)[1].split()[0])
    return calls


def measure(binary, scenario):
    instructions, mallocs = count(binary, scenario, EVENTS)
    instructions2, mallocs2 = count(binary, scenario, 2 * EVENTS)
    return {
        "instructions": round((instructions2 - instructions) / EVENTS, 1),
        "mallocs": round((mallocs2 - mallocs) / EVENTS, 3),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--update", action="store_true", help="write the counts as budgets")
    arguments = parser.parse_args()
    with open(BUDGETS) as file:
        budgets = json.load(file)
    binary = build()
    failures, measured = [], {}
    print(f"{'scenario':<8} {'instructions/event':>20} {'budget':>10} {'mallocs/event':>14} "
          f"{'budget':>8}")
    for scenario in budgets["scenarios"]:
        counts = measure(binary, scenario)
        measured[scenario] = counts
        budget = budgets["scenarios"][scenario]
        print(f"{scenario:<8} {counts['instructions']:>20,.1f} {budget['instructions']:>10,.1f} "
              f"{counts['mallocs']:>14.3f} {budget['mallocs']:>8.3f}")
        if counts["instructions"] > budget["instructions"] * TOLERANCE:
            failures.append(
                f"{scenario}: {counts['instructions']:,.1f} instructions per event, more than "
                f"10% above its budget of {budget['instructions']:,.1f}")
        if counts["mallocs"] > budget["mallocs"] + 0.0005:
            failures.append(
                f"{scenario}: {counts['mallocs']:.3f} mallocs per event, above its budget of "
                f"{budget['mallocs']:.3f}")
    if arguments.update:
        budgets["scenarios"] = measured
        with open(BUDGETS, "w") as file:
            json.dump(budgets, file, indent=2)
            file.write("\n")
        print(f"wrote {BUDGETS}")
        return
    if failures:
        print("\n".join(["", "over budget:"] + failures + [
            "A slower path must be made fast again; a change that must cost more says so in",
            "its commit and runs this script with --update."]))
        sys.exit(1)
    print("every scenario is within its budget")


if __name__ == "__main__":
    main()
