"""``main.py targets``: every kept tournament in a folder against the bots' strength targets
(``rules.ai.targets``), as the Markdown table the README's "Bot strength" section shows."""

from __future__ import annotations

import argparse
from pathlib import Path

from cli.args import UsageError
from rules.ai.targets import read_rows, report
from rules.ai.tournament_keep import KeepFileError

PREFIX = "main.py targets: error:"


def run(args: argparse.Namespace) -> int:
    folder = Path(args.folder)
    if not folder.is_dir():
        raise UsageError(f"{PREFIX} {folder} is not a folder")
    try:
        rows = read_rows(folder)
    except KeepFileError as err:
        raise UsageError(f"{PREFIX} {err}") from None
    if not rows:
        raise UsageError(f"{PREFIX} {folder} holds no keep file (*.jsonl): run main.py tournament ... --keep FILE")
    for line in report(rows):
        print(line)
    return 0
