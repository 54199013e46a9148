#!/usr/bin/env python3
"""Ten thousand tabs: the web host as a server, measured from outside.

Starts a release build of `feedback --web` (or `search --web`, with `--app search`), opens
N WebSocket sessions on loopback from several processes (asyncio, raw sockets, the
standard library only), lets them idle, then has each act at a human rate -- an action
every `--interval` seconds on average, as a Poisson process -- running the feedback flow
(leave feedback, then an answer) or typing "snowman" into search's query one key at a
time, over and over, and closes them. It prints the server's resident memory at each stage, memory per session, the time
from an action to its screen (p50/p99), bytes per action, CPU, and memory after.

See README.md beside it; run it through run.sh, which builds the server and raises the
file descriptor limit.
"""

import argparse
import asyncio
import base64
import json
import multiprocessing as mp
import os
import random
import re
import resource
import subprocess
import sys
import time

TICKS = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def masked(payload, opcode=0x1):
    """A client frame: FIN, `opcode`, masked `payload`."""
    mask = os.urandom(4)
    length = len(payload)
    if length < 126:
        head = bytes([0x80 | opcode, 0x80 | length])
    elif length <= 0xFFFF:
        head = bytes([0x80 | opcode, 0x80 | 126]) + length.to_bytes(2, "big")
    else:
        head = bytes([0x80 | opcode, 0x80 | 127]) + length.to_bytes(8, "big")
    key = (mask * (length // 4 + 1))[:length]
    body = (int.from_bytes(payload, "big") ^ int.from_bytes(key, "big")).to_bytes(length, "big")
    return head + mask + body


class Session:
    """One tab: a WebSocket, the last screen it showed, and its measurements."""

    def __init__(self, port, app):
        self.port = port
        self.app = app
        self.typed = ""
        self.screen = None
        self.waiting = None
        self.received = 0
        self.latencies = []
        self.actions = 0
        self.failures = 0

    async def open(self):
        started = time.perf_counter()
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        host = f"127.0.0.1:{self.port}"
        key = base64.b64encode(os.urandom(16)).decode()
        self.writer.write(
            (
                f"GET /socket HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                f"Sec-WebSocket-Version: 13\r\nOrigin: http://{host}\r\n\r\n"
            ).encode()
        )
        head = await self.reader.readuntil(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise RuntimeError(head.split(b"\r\n", 1)[0].decode())
        self.first = asyncio.get_running_loop().create_future()
        self.reading = asyncio.ensure_future(self.read())
        await self.first
        return time.perf_counter() - started

    async def read(self):
        try:
            while True:
                head = await self.reader.readexactly(2)
                length = head[1] & 0x7F
                extra = 2 if length == 126 else 8 if length == 127 else 0
                if extra:
                    length = int.from_bytes(await self.reader.readexactly(extra), "big")
                payload = await self.reader.readexactly(length)
                self.received += 2 + extra + length
                if head[0] & 0x0F == 0x8:
                    return
                message = json.loads(payload)
                if message.get("type") != "screen":
                    continue
                self.screen = message["screen"]
                if not self.first.done():
                    self.first.set_result(None)
                if self.waiting is not None and not self.waiting.done():
                    self.waiting.set_result(time.perf_counter())
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            if not self.first.done():
                self.first.set_exception(ConnectionError("closed before the first screen"))
            if self.waiting is not None and not self.waiting.done():
                self.waiting.set_exception(ConnectionError("closed"))

    def next_action(self):
        """The feedback flow: leave feedback on the main page, answer on the next; or a
        key typed into search's query: each edit carries the field's whole text."""
        page = self.screen["page"]["number"]
        if self.app == "search":
            word = "snowman"
            self.typed = word[: len(self.typed) % len(word) + 1]
            return {"version": 1, "type": "edit", "page": page, "element": "query",
                    "text": self.typed}
        if page == 1:
            return {"version": 1, "type": "activate", "page": 1, "element": "leave feedback"}
        # "bad" goes back with the answer; "good" would thank with an alert first.
        return {"version": 1, "type": "activate", "page": page, "element": "bad"}

    async def act(self, until, interval, rng):
        while True:
            wait = rng.expovariate(1 / interval)
            if time.perf_counter() + wait >= until:
                return
            await asyncio.sleep(wait)
            action = json.dumps(self.next_action()).encode()
            self.waiting = asyncio.get_running_loop().create_future()
            sent = time.perf_counter()
            self.writer.write(masked(action))
            try:
                answered = await asyncio.wait_for(self.waiting, 10)
                self.latencies.append(answered - sent)
                self.actions += 1
            except (asyncio.TimeoutError, ConnectionError):
                self.failures += 1
                return
            finally:
                self.waiting = None

    async def close(self):
        try:
            self.writer.write(masked(b"\x03\xe8", opcode=0x8))
            await self.writer.drain()
            await asyncio.wait_for(self.reading, 10)
        except Exception:
            pass
        self.writer.close()


async def worker_main(index, port, count, args, to_parent, from_parent):
    rng = random.Random(index)
    sessions = [Session(port, args.app) for _ in range(count)]
    first_screens = []
    failed = 0
    # Open at the ramp rate, many at a time, as tabs opening over a few seconds.
    gap = args.processes / args.ramp
    pending = []
    for session in sessions:
        pending.append(asyncio.ensure_future(session.open()))
        await asyncio.sleep(gap)
    for result in await asyncio.gather(*pending, return_exceptions=True):
        if isinstance(result, Exception):
            failed += 1
        else:
            first_screens.append(result)
    live = [s for s, r in zip(sessions, pending) if not r.exception()]
    to_parent.send(("open", first_screens, failed))
    from_parent.recv()  # go
    cpu_before = time.process_time()
    until = time.perf_counter() + args.duration
    for session in live:
        session.received = 0
    await asyncio.gather(*(s.act(until, args.interval, rng) for s in live))
    latencies = [l for s in live for l in s.latencies]
    to_parent.send(
        (
            "active",
            latencies,
            sum(s.actions for s in live),
            sum(s.failures for s in live),
            sum(s.received for s in live),
            time.process_time() - cpu_before,
        )
    )
    from_parent.recv()  # close
    await asyncio.gather(*(s.close() for s in live))
    to_parent.send(("closed",))


def worker(index, port, count, args, to_parent, from_parent):
    asyncio.run(worker_main(index, port, count, args, to_parent, from_parent))


def start_server(args):
    environment = dict(os.environ)
    for pair in args.env:
        name, value = pair.split("=", 1)
        environment[name] = value
    log = open(args.log, "w")
    server = subprocess.Popen(
        [args.binary, "--web", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=log,
        env=environment,
        text=True,
    )
    # The first line naming the address: a wrapper such as heaptrack may print before it.
    line = ""
    for line in iter(server.stdout.readline, ""):
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if match:
            break
    else:
        server.kill()
        sys.exit(f"the server did not say where it listens: {line!r}")
    return server, int(match.group(1))


def sessions_closed(path):
    with open(path) as log:
        return sum(1 for line in log if line.rstrip().endswith(" closed"))


def trim(pid):
    """Asks the server's glibc to give back what it can, through gdb."""
    subprocess.run(
        ["gdb", "-p", str(pid), "-batch", "-ex", "call (int) malloc_trim(0)"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=120,
    )


def heap_in_use(pid, log):
    """glibc's own count of the bytes the server's heap holds in use, through gdb: what
    malloc_stats() prints last, after `in use bytes` under `Total (incl. mmap)`."""
    subprocess.run(
        ["gdb", "-p", str(pid), "-batch", "-ex", "call (void) malloc_stats()"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=120,
    )
    totals = re.findall(r"Total \(incl\. mmap\):\s*system bytes\s*=\s*(\d+)\s*in use bytes\s*=\s*(\d+)",
                        open(log).read())
    system, in_use = totals[-1]
    return int(system) // 1024, int(in_use) // 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", choices=["feedback", "search"], default="feedback",
                        help="the flow: feedback's pages, or typing in search")
    parser.add_argument("--binary", help="the server, .build/release/<app> by default")
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--processes", type=int, default=4)
    parser.add_argument("--interval", type=float, default=2.0, help="mean seconds between actions")
    parser.add_argument("--duration", type=float, default=30.0, help="seconds of actions")
    parser.add_argument("--ramp", type=float, default=1000.0, help="sessions opened per second")
    parser.add_argument("--env", action="append", default=[], help="NAME=VALUE for the server")
    parser.add_argument("--trim", action="store_true", help="malloc_trim(0) after, through gdb")
    parser.add_argument("--heap", action="store_true",
                        help="glibc's heap in use at start, idle and after, through gdb")
    parser.add_argument("--log", default="/tmp/webload-server.log")
    args = parser.parse_args()
    args.binary = args.binary or f".build/release/{args.app}"

    server, port = start_server(args)
    time.sleep(1)
    pid = server.pid
    rss_start = rss_kib(pid)
    heap_start = heap_in_use(pid, args.log) if args.heap else None
    shares = [args.sessions // args.processes + (i < args.sessions % args.processes)
              for i in range(args.processes)]
    pipes, workers = [], []
    for index, count in enumerate(shares):
        to_parent, child_end = mp.Pipe()
        process = mp.Process(target=worker, args=(index, port, count, args, child_end, child_end))
        process.start()
        pipes.append(to_parent)
        workers.append(process)
    opened = time.perf_counter()
    first_screens, failed = [], 0
    for pipe in pipes:
        _, times, failures = pipe.recv()
        first_screens += times
        failed += failures
    open_seconds = time.perf_counter() - opened
    live = len(first_screens)
    time.sleep(2)
    rss_idle = rss_kib(pid)
    heap_idle = heap_in_use(pid, args.log) if args.heap else None

    cpu_before = cpu_seconds(pid)
    started = time.perf_counter()
    for pipe in pipes:
        pipe.send("go")
    latencies, actions, failures, received, client_cpu = [], 0, 0, 0, 0.0
    for pipe in pipes:
        _, times, count, failed_actions, bytes_in, cpu = pipe.recv()
        latencies += times
        actions += count
        failures += failed_actions
        received += bytes_in
        client_cpu += cpu
    elapsed = time.perf_counter() - started
    server_cpu = cpu_seconds(pid) - cpu_before
    rss_active = rss_kib(pid)

    for pipe in pipes:
        pipe.send("close")
    for pipe in pipes:
        pipe.recv()
    for process in workers:
        process.join()
    deadline = time.time() + 60
    while sessions_closed(args.log) < live and time.time() < deadline:
        time.sleep(0.5)
    time.sleep(2)
    rss_after = rss_kib(pid)
    heap_after = heap_in_use(pid, args.log) if args.heap else None
    rss_trimmed = None
    if args.trim:
        trim(pid)
        rss_trimmed = rss_kib(pid)
    server.terminate()
    server.wait()

    mib = lambda kib: f"{kib / 1024:.1f} MiB"
    print(f"sessions            {live} open ({failed} failed) in {open_seconds:.1f} s, "
          f"{args.processes} client processes")
    print(f"first screen        p50 {percentile(first_screens, .5) * 1000:.1f} ms, "
          f"p99 {percentile(first_screens, .99) * 1000:.1f} ms")
    print(f"RSS at start        {mib(rss_start)}")
    print(f"RSS idle            {mib(rss_idle)}: "
          f"{(rss_idle - rss_start) / max(live, 1):.1f} KiB per idle session")
    print(f"RSS active          {mib(rss_active)}: "
          f"{(rss_active - rss_start) / max(live, 1):.1f} KiB per active session")
    print(f"actions             {actions} in {elapsed:.1f} s ({actions / elapsed:.0f}/s), "
          f"{failures} unanswered")
    print(f"action to screen    p50 {percentile(latencies, .5) * 1000:.1f} ms, "
          f"p99 {percentile(latencies, .99) * 1000:.1f} ms, "
          f"max {max(latencies, default=0) * 1000:.1f} ms")
    unit = "keystroke" if args.app == "search" else "action"
    print(f"bytes per {unit:<9} {received / max(actions, 1):.0f} (server to browser, framed)")
    print(f"server CPU          {server_cpu / elapsed * 100:.0f}% of one core while active")
    print(f"client CPU          {client_cpu / elapsed * 100:.0f}% of one core "
          f"(all {args.processes} processes)")
    print(f"RSS after close     {mib(rss_after)}")
    if args.heap:
        print(f"heap (system/in use) start {heap_start[0] / 1024:.1f}/{heap_start[1] / 1024:.1f} MiB, "
              f"idle {heap_idle[0] / 1024:.1f}/{heap_idle[1] / 1024:.1f} MiB "
              f"({(heap_idle[1] - heap_start[1]) / max(live, 1):.1f} KiB in use per session), "
              f"after {heap_after[0] / 1024:.1f}/{heap_after[1] / 1024:.1f} MiB")
    if rss_trimmed is not None:
        print(f"RSS after trim      {mib(rss_trimmed)} (malloc_trim(0))")


if __name__ == "__main__":
    main()
