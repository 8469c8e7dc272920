"""``main.py smoke-test``: placeholder until the smoke test lands (issue 16)."""

from __future__ import annotations

import argparse
import sys


def run(args: argparse.Namespace) -> int:
    print("smoke-test: not built yet", file=sys.stderr)
    return 1
