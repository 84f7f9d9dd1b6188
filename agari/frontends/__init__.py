"""The front ends: the JSON door, the command line, batch mode, terminal display and the ``meta`` op.

The top layer: may import everything below; nothing below imports it."""
