"""One check of the smoke test: a name, something to run, and the line it prints.

A check returns the detail its ``ok`` line shows; whatever it raises makes it a ``FAIL`` line with
the exception's last traceback line, and the next check runs all the same.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TextIO


class SmokeFailure(Exception):
    """A check found something wrong; ``str()`` says what, in one line."""


@dataclass(frozen=True)
class Check:
    name: str
    run: Callable[[], str]  # the detail of the ok line


@dataclass(frozen=True)
class Outcome:
    name: str
    passed: bool
    detail: str
    seconds: float

    def line(self) -> str:
        mark = "ok  " if self.passed else "FAIL"
        return f"{mark} {self.name}: {self.detail}" if self.detail else f"{mark} {self.name}"


def last_line(err: BaseException) -> str:
    """The last line of ``err``'s traceback (``ValueError: why``); our own failures without
    their type."""
    if isinstance(err, SmokeFailure):
        return " ".join(str(err).split())
    lines = traceback.format_exception_only(type(err), err)
    return " ".join(lines[-1].split()) if lines else type(err).__name__


def run_check(check: Check) -> Outcome:
    start = time.perf_counter()
    try:
        detail = check.run()
    except Exception as err:  # noqa: BLE001  # one check failing must not stop the others
        return Outcome(check.name, False, last_line(err), time.perf_counter() - start)
    return Outcome(check.name, True, detail, time.perf_counter() - start)


def require(condition: object, why: str) -> None:
    if not condition:
        raise SmokeFailure(why)


class Report:
    """Runs checks, prints each line as it is known, and keeps the outcomes for the total."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.outcomes: list[Outcome] = []

    def run(self, checks: Iterable[Check]) -> list[Outcome]:
        done = []
        for check in checks:
            done.append(self.add(run_check(check)))
        return done

    def add(self, outcome: Outcome) -> Outcome:
        self.outcomes.append(outcome)
        print(outcome.line(), file=self.out, flush=True)
        return outcome

    @property
    def failed(self) -> list[Outcome]:
        return [o for o in self.outcomes if not o.passed]

    def total(self, seconds: float) -> str:
        failed = self.failed
        head = f"smoke test: {len(self.outcomes)} checks, {len(self.outcomes) - len(failed)} passed"
        if not failed:
            return f"{head}, none failed ({seconds:.1f} s)"
        return f"{head}, {len(failed)} failed ({seconds:.1f} s): {'; '.join(o.name for o in failed)}"
