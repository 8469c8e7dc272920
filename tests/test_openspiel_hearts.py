"""The bench's Copas-against-Hearts figure: it counts the players' moves only, and says clearly
when open-spiel is not installed (the game never needs it)."""

from __future__ import annotations

import sys
import types

import pytest

from cli import openspiel_hearts


class _FakeState:
    """Two chance moves (the deal), then three player moves."""

    def __init__(self) -> None:
        self.moves = 0

    def is_terminal(self) -> bool:
        return self.moves >= 5

    def is_chance_node(self) -> bool:
        return self.moves < 2

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(0, 0.5), (1, 0.5)]

    def legal_actions(self) -> list[int]:
        assert not self.is_chance_node()
        return [7, 8]

    def apply_action(self, action: int) -> None:
        self.moves += 1


def _fake_pyspiel() -> types.ModuleType:
    module = types.ModuleType("pyspiel")
    game = types.SimpleNamespace(new_initial_state=_FakeState)
    module.load_game = lambda name: game  # type: ignore[attr-defined]
    return module


def test_hearts_counts_the_players_moves_not_the_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = iter(float(t) for t in range(100))
    monkeypatch.setattr(openspiel_hearts.time, "perf_counter", lambda: next(clock))
    # start at 0, deadline 2.5; deals end at 1, 2, 3: three deals of three player moves in 3 s.
    assert openspiel_hearts.hearts_random_actions_per_s(2.5, _fake_pyspiel()) == pytest.approx(3.0)


def test_copas_over_hearts_is_the_ratio_of_the_two(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", _fake_pyspiel())
    monkeypatch.setattr(openspiel_hearts.speed, "random_actions_per_s", lambda game, players, s: 300.0)
    monkeypatch.setattr(openspiel_hearts, "hearts_random_actions_per_s", lambda s, pyspiel: 200.0)
    assert openspiel_hearts.copas_over_hearts(1.0) == (300.0, 200.0, 1.5)


def test_without_open_spiel_the_figure_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # an import of it fails
    with pytest.raises(openspiel_hearts.NoOpenSpiel, match="requirements-bench.txt"):
        openspiel_hearts.copas_over_hearts(0.1)
