"""Benchmarks of Match Tracker, run by hand: ``python -m benchmarks [--quick] [NAME …]``.

Each figure is a ratio against a baseline measured interleaved in the same run (see
``docs/performance.md``). Kept tiny: the launcher of child processes imports it.
"""
