"""Worker processes for ``agari batch --jobs N``: chunks of lines out, result bytes back, in input order.

Each worker has two one-way pipes: numbered chunks come in on one, the UTF-8 result lines of each chunk go out on
the other.  A feeder thread of the parent sends each chunk to whichever worker has room (``IN_FLIGHT`` chunks
each), and the parent takes the results as they come and writes them in input order:

- a worker slowed down by a busy machine takes fewer chunks, instead of holding up the other (a fixed round
  made the fast worker wait for the slow one every few chunks);
- no deadlock: the feeder waits only for room, which the parent gives back as it reads results, and the parent
  waits only for results, never on the feeder;
- bounded memory: the feeder runs at most ``AHEAD`` chunks a worker past the first result not yet written;
- little work in the parent: results cross as bytes and are written as they are (``multiprocessing.Pool``'s
  handler threads cost the parent about as much again on a 2-core machine, which the workers then lack).

Workers are forked where the platform allows (they start with the engine already imported), else spawned.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from typing import Any

from agari.core.errors import AgariError

Chunk = tuple[int, list[str]]
"""The number of a chunk's first line and its lines."""
Done = tuple[bytes, int, int]
"""A chunk's result lines (UTF-8), how many results and how many failures."""
Work = Callable[[Chunk], Done]
"""What a worker does with a chunk (a module-level function: spawned workers import it by name)."""


PIPE_BYTES = 1 << 20
"""Pipe buffer asked for on Linux (``F_SETPIPE_SZ``; the default 64 KB made a chunk's ~400 KB result cross in a
dozen wake-ups of both processes); elsewhere, or if refused, the system's size."""


def _widen(connection: Any) -> None:
    """Give a pipe a PIPE_BYTES buffer where the system allows it."""
    try:
        import fcntl

        fcntl.fcntl(connection.fileno(), getattr(fcntl, "F_SETPIPE_SZ", 1031), PIPE_BYTES)
    except (ImportError, OSError, ValueError, AttributeError):
        pass


def _serve(work: Work, tasks: Any, results: Any) -> None:
    """A worker's loop: a numbered chunk in, its result out as two messages (a head: the chunk's number, how many
    results and failures; then the result bytes as they are, never joined to the head: a chunk's results are a few
    hundred KB, which a join would copy in the worker and a split again in the parent), until None."""
    while True:
        task = tasks.recv()
        if task is None:
            break
        k, chunk = task
        data, count, bad = work(chunk)
        results.send_bytes(b"%d %d %d" % (k, count, bad))
        results.send_bytes(data)
    results.close()


def _done(head: bytes, data: bytes) -> tuple[int, Done]:
    """A worker's two messages back as the chunk's number and its (result bytes, results, failures)."""
    k, count, bad = head.split()
    return int(k), (data, int(count), int(bad))


def run_parallel(chunks: Iterator[Chunk], work: Work, jobs: int) -> Iterator[Done] | None:
    """``work`` of each chunk from ``jobs`` worker processes, in input order; None where there are no processes
    (Pyodide, a sandbox without ``fork``/``spawn``): the caller then does the work itself."""
    if sys.platform in ("emscripten", "wasi"):  # WebAssembly: no processes
        return None
    try:
        import multiprocessing

        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else None)
        for stream in (sys.stdout, sys.stderr):  # a forked child must not write out the parent's buffered text
            if stream is not None:
                stream.flush()
        workers = []
        for _ in range(jobs):
            task_in, task_out = context.Pipe(duplex=False)
            result_in, result_out = context.Pipe(duplex=False)
            _widen(result_out)
            process = context.Process(target=_serve, args=(work, task_in, result_out), daemon=True)
            process.start()
            task_in.close()
            result_out.close()
            workers.append((process, task_out, result_in))
    except Exception:  # no processes here (a sandbox, a missing module): one process does the work
        return None
    return _in_order(chunks, workers)


IN_FLIGHT = 2
"""Chunks a worker holds at once (the one it works on and the next, so that it never waits for the feeder)."""
AHEAD = 8
"""Chunks per worker that may be answered ahead of the first one not yet written (the parent keeps them)."""


def _in_order(chunks: Iterator[Chunk], workers: list[tuple[Any, Any, Any]]) -> Iterator[Done]:
    """Feed the chunks from a thread to whichever worker has room; yield the results in input order.

    A worker that a busy machine slows down simply takes fewer chunks (with a fixed round the fast one would wait
    for it).  The feeder may run ``AHEAD`` chunks a worker past the first result not yet written, which bounds
    what the parent keeps."""
    import queue
    from multiprocessing.connection import wait

    n = len(workers)
    room: queue.SimpleQueue[int] = queue.SimpleQueue()  # a worker's number for each chunk it can take
    for _ in range(IN_FLIGHT):
        for w in range(n):
            room.put(w)
    window = threading.Semaphore(AHEAD * n)
    owner: dict[int, int] = {}  # chunk -> its worker, from when it is sent until it is answered
    failure: list[BaseException] = []
    stopped = threading.Event()  # the parent has stopped reading: the feeder stops too
    finished = threading.Event()  # the feeder has sent every chunk (or the input failed), before it sends the ends

    def feed() -> None:
        try:
            for k, chunk in enumerate(chunks):
                window.acquire()
                w = room.get()
                if stopped.is_set():
                    return
                owner[k] = w
                try:
                    workers[w][1].send((k, chunk))
                except OSError:  # that worker is gone: the parent reports the chunk as unanswered
                    return
            finished.set()
        except BaseException as exc:  # reading the input failed: the parent raises it after the results so far
            failure.append(exc)
            finished.set()
        finally:
            for _, tasks, _ in workers:
                try:
                    tasks.send(None)
                    tasks.close()
                except OSError:
                    pass

    feeder = threading.Thread(target=feed, name="agari-batch-feeder", daemon=True)
    feeder.start()
    live: dict[Any, int] = {results: w for w, (_, _, results) in enumerate(workers)}
    answered: dict[int, Done] = {}
    lost: int | None = None  # the first chunk that a worker which stopped never answered
    k = 0  # the next chunk to yield
    try:
        while True:
            while k in answered:
                yield answered.pop(k)
                k += 1
                window.release()
            if lost is not None and k >= lost:
                raise AgariError(f"a batch worker process stopped before it answered chunk {lost + 1}")
            if not live:  # every worker has stopped: after its last chunk (the feeder had finished), or it failed
                if not finished.is_set() or owner:  # a chunk was sent and never answered
                    raise AgariError(f"a batch worker process stopped before it answered chunk {k + 1}")
                break
            ready: list[Any] = wait(list(live))
            for connection in ready:
                w = live[connection]
                try:
                    head = connection.recv_bytes()
                    data = connection.recv_bytes()  # sent right after its head
                except EOFError:
                    del live[connection]
                    unanswered = [chunk for chunk, o in list(owner.items()) if o == w]
                    if unanswered:
                        lost = min(unanswered) if lost is None else min(lost, *unanswered)
                    continue
                chunk, done = _done(head, data)
                del owner[chunk]
                answered[chunk] = done
                room.put(w)
        feeder.join()
        if failure:
            raise failure[0]
    finally:
        stopped.set()
        window.release()  # wake a feeder that waits for room: it sees ``stopped`` and ends
        room.put(0)
        for process, _, results in workers:
            results.close()
            process.join(timeout=5)
            if process.is_alive():
                process.terminate()
