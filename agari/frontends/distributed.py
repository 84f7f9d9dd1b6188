"""Dask (``dask.distributed``) for corpus scale: the same work as ``--jobs``, on a cluster.

``pip install 'agari[dask]'``; the engine itself never imports Dask.  ``address`` is a scheduler
(``tcp://HOST:8786``) or ``local`` (a local cluster of ``workers`` processes).  Results come back in input
order; a worker that dies loses nothing: Dask runs its tasks again elsewhere.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")


class DaskMissing(Exception):
    """Dask is not installed."""


def client_for(address: str, workers: int = 2) -> Any:
    """A Dask client for ``address`` (``local``: a new local cluster of ``workers`` single-thread processes)."""
    try:
        distributed = importlib.import_module("dask.distributed")
    except ImportError:
        raise DaskMissing("--dask needs Dask: pip install 'agari[dask]'") from None
    if address == "local":
        cluster = distributed.LocalCluster(n_workers=max(1, workers), threads_per_worker=1, processes=True,
                               dashboard_address=None)
        return distributed.Client(cluster)
    return distributed.Client(address)


def dask_map(fn: Callable[[T], R], items: Sequence[T], address: str, workers: int = 2,
             client: Any = None) -> list[R]:
    """``[fn(x) for x in items]`` on a Dask cluster, in order."""
    own = client is None
    if own:
        client = client_for(address, workers)
    try:
        futures = client.map(fn, list(items), pure=False)
        return list(client.gather(futures))
    finally:
        if own:
            cluster = getattr(client, "cluster", None)
            client.close()
            if cluster is not None:
                cluster.close()


DASK_CHUNK = 2048
"""Batch lines per Dask task (a task's overhead is milliseconds: chunks far larger than ``--jobs``'s)."""


def _batch_task(item: tuple[tuple[int, list[str]], tuple[str | None, str, str]]) -> tuple[str, int, int]:
    from agari.frontends.batch import _chunk_lines

    chunk, (rules, op, game_name) = item
    return _chunk_lines(chunk, rules, op, game_name)


def batch_runner(address: str, usage: type[Exception]) -> Callable[..., tuple[int, int]]:
    """``batch_io``'s stand-in for ``agari batch --dask ADDRESS`` (a missing Dask raises ``usage``)."""

    def run(infile: Any, outfile: Any, rules: str | None, op: str, game_name: str, jobs: int) -> tuple[int, int]:
        try:
            return dask_batch(infile, outfile, rules, op, game_name, address, jobs if jobs > 1 else 2)
        except DaskMissing as exc:
            raise usage(str(exc)) from None
        except OSError as exc:
            raise usage(f"cannot reach the Dask scheduler {address}: {exc}") from None

    return run


def dask_batch(infile: Any, outfile: Any, rules: str | None, op: str, game_name: str, address: str,
               workers: int = 2) -> tuple[int, int]:
    """``agari batch`` on a Dask cluster: the lines in chunks, the results written in input order."""
    from agari.frontends.batch import _chunks, check_options

    check_options(rules, op, game_name)
    items = [(chunk, (rules, op, game_name)) for chunk in _chunks(infile, DASK_CHUNK)]
    results = failures = 0
    for text, count, bad in dask_map(_batch_task, items, address, workers):
        outfile.write(text)
        results += count
        failures += bad
    outfile.flush()
    return results, failures
