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
