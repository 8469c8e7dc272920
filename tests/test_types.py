"""The program's type hints hold: mypy over main.py, rules, game, cli and tools (mypy.ini)."""

from __future__ import annotations

from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parent.parent


def test_the_program_type_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # mypy.ini names the files from the repository's root
    report, errors, status = api.run(["--config-file", str(ROOT / "mypy.ini")])
    assert status == 0, report + errors
    assert "Success" in report
