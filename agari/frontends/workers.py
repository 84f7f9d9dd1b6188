"""Worker processes for ``agari batch --jobs N``: chunks of lines out, result bytes back, in input order.

Each worker has two one-way pipes: chunks come in on one, the UTF-8 result lines of each chunk go out on the
other.  Chunk ``k`` goes to worker ``k % N`` (a feeder thread of the parent sends them in order), and the parent
reads the results back in the same round, so the output keeps the input's order without any bookkeeping:

- no deadlock: the feeder only ever waits on a worker that is busy with, or writing the result of, an earlier
  chunk, and the parent reads every earlier result before it waits for a later one;
- bounded memory: the pipes' own buffers hold what runs ahead (a few chunks per worker);
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
    """A worker's loop: a chunk in, its result out (a count line, then the bytes as they are), until None."""
    while True:
        chunk = tasks.recv()
        if chunk is None:
            break
        data, count, bad = work(chunk)
        results.send_bytes(b"%d %d\n" % (count, bad) + data)
    results.close()


def _done(message: bytes) -> Done:
    """A worker's message back as (result bytes, results, failures)."""
    head, _, data = message.partition(b"\n")
    count, bad = head.split()
    return data, int(count), int(bad)


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
    return _rounds(chunks, workers)


def _rounds(chunks: Iterator[Chunk], workers: list[tuple[Any, Any, Any]]) -> Iterator[Done]:
    """Feed the chunks round-robin from a thread; yield the results in the same round."""
    n = len(workers)
    fed = [0]  # chunks sent so far (read once the feeder is done)
    failure: list[BaseException] = []

    def feed() -> None:
        try:
            for k, chunk in enumerate(chunks):
                workers[k % n][1].send(chunk)
                fed[0] = k + 1
        except BaseException as exc:  # reading the input failed: the parent raises it after the results so far
            failure.append(exc)
        finally:
            for _, tasks, _ in workers:
                try:
                    tasks.send(None)
                    tasks.close()
                except OSError:
                    pass

    feeder = threading.Thread(target=feed, name="agari-batch-feeder", daemon=True)
    feeder.start()
    k = 0
    try:
        while True:
            try:
                done = _done(workers[k % n][2].recv_bytes())
            except EOFError:  # the worker stopped: after its last chunk, or it failed
                feeder.join()
                if k >= fed[0]:
                    break
                raise AgariError(f"a batch worker process stopped before it answered chunk {k + 1}") from None
            yield done
            k += 1
        feeder.join()
        if failure:
            raise failure[0]
    finally:
        for process, _, results in workers:
            results.close()
            process.join(timeout=5)
            if process.is_alive():
                process.terminate()
