"""The whole smoke test: its checks in order, one line each, and the total.

The assets are loaded first (they need no window); then one headless app runs every other
check in turn, each starting from the title at 1280x720. The caller chooses the user folders
(``paths``: a throwaway folder) and has set the dummy SDL drivers before pygame was imported.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TextIO

from game.match import Match
from game.paths import Paths
from game.smoke.assets import load_assets
from game.smoke.checks import Check, Outcome, Report
from game.smoke.games import game_checks
from game.smoke.harness import SmokeApp
from game.smoke.hint import hint_checks
from game.smoke.saves import save_checks
from game.smoke.scenes import scene_checks
from rules.core.registry import all_games


def run_all(paths: Paths, only: Sequence[str], out: TextIO) -> int:
    """Run every check; 0 if all passed, else 1 (the total names what failed)."""
    start = time.perf_counter()
    report = Report(out)
    report.run([Check("load assets", load_assets)])
    app = open_app(paths, report)
    if app is not None:
        try:
            report.run(app_checks(app, only))
        finally:
            app.close()
    print(report.total(time.perf_counter() - start), file=out, flush=True)
    return 1 if report.failed else 0


def open_app(paths: Paths, report: Report) -> SmokeApp | None:
    """The headless window every other check uses (animations off, silent: the fastest)."""
    made: list[SmokeApp] = []

    def make() -> str:
        app = SmokeApp(paths)
        app.settings.animation_speed = "off"
        app.settings.sound = False
        made.append(app)
        w, h = app.window.get_size()
        return f"{w}x{h}, headless"

    outcome: Outcome = report.run([Check("open the window", make)])[0]
    return made[0] if outcome.passed else None


def app_checks(app: SmokeApp, only: Sequence[str]) -> list[Check]:
    """Scenes, then the games through the table, then the saves and the hint. The saves, the
    statistics and the hint use the first game played (the first of ``only``, else of the
    registry)."""
    game = next(iter(only), None) or next(iter(all_games()))
    finished: list[Match] = []
    return [
        *scene_checks(app),
        *game_checks(app, only, finished),
        *save_checks(app, game, finished),
        *hint_checks(app, game),
    ]
