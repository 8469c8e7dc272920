"""Search levels with settings changed for an experiment: ``tournament --a hard:iterations=900``."""

from __future__ import annotations

import json
import pickle
from pathlib import Path
from typing import Any

import pytest

from cli import main
from rules.ai.level_spec import LevelSpecError, TunedLevel, parse_level
from rules.ai.levels import OracleBot, SearchLevelBot
from rules.ai.search import SearchConfig
from rules.core.registry import get_game


def test_a_plain_level_is_left_as_it_is_and_a_spec_has_one_spelling() -> None:
    assert parse_level("hard") == "hard" and parse_level("easy") == "easy"
    spec = parse_level("hard: opponents=tree, iterations=900 ,belief=off")
    assert isinstance(spec, TunedLevel)
    assert spec.name == "hard:iterations=900,opponents=tree,belief=false"
    assert parse_level(spec.name) == spec  # the name reads back as the same spec
    assert pickle.loads(pickle.dumps(spec)) == spec  # it crosses to a tournament's worker processes


def test_the_bot_is_the_level_with_those_settings() -> None:
    hard = parse_level("hard:iterations=40,exploration=0.4")
    assert isinstance(hard, TunedLevel)
    bot = hard("copas", 3)
    assert isinstance(bot, SearchLevelBot) and not isinstance(bot, OracleBot)
    assert (bot.iterations, bot.seconds, bot.trees) == (40, None, 2)
    assert bot.config == SearchConfig(exploration=0.4)
    normal = parse_level("normal:seconds=0.05")
    assert isinstance(normal, TunedLevel)
    made = normal("copas", 3)
    assert isinstance(made, SearchLevelBot) and (made.seconds, made.trees, made.iterations) == (0.05, 1, None)
    oracle = parse_level("oracle:trees=1,iterations=10")
    assert isinstance(oracle, TunedLevel) and isinstance(oracle("copas", 1), OracleBot)


def test_a_fixed_iteration_spec_decides_as_the_level_stopped_by_count() -> None:
    state = get_game("copas").new_game(4, {}, 5)
    spec = parse_level("hard:iterations=30")
    assert isinstance(spec, TunedLevel)
    observation = state.observation(state.to_move()[0])
    ours = spec("copas", 8).choose(observation)
    theirs = SearchLevelBot("copas", 8, None, 2, 30).choose(observation)
    assert ours == theirs


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("easy:iterations=9", "only the search levels"),
        ("hard:depth=3", "KEY one of iterations"),
        ("hard:iterations", "write KEY=VALUE"),
        ("hard:iterations=many", "not a whole number"),
        ("hard:exploration=x", "not a number"),
        ("hard:seconds=nan", "not a number"),
        ("hard:belief=maybe", "true or false"),
        ("hard:opponents=all", "one of policy, tree, policy-all"),
        ("hard:trees=0", "above 0"),
        ("hard:", "changes nothing"),
        ("hard:widening=1", "KEY one of"),
        ("hard:iterations=5,iterations=6", "set twice"),
        ("hard:iterations=5,seconds=0.1", "not both"),
        ("hard:exploration=-1", "from 0 to inf"),
        ("hard:gamma=3", "from 0 to 1"),
        ("hard:careless=1.5", "from 0 to 1"),
    ],
)
def test_a_spec_that_does_not_read_says_what_would(text: str, words: str) -> None:
    with pytest.raises(LevelSpecError, match=words):
        parse_level(text)


def test_the_tournament_plays_a_spec_and_keeps_it_by_name(tmp_path: Path, capsys: Any) -> None:
    keep = tmp_path / "row.jsonl"
    argv = ["tournament", "--game", "tavern_tricks", "--players", "3", "--b", "easy", "--deals", "2", "--seed", "3"]
    spec = "normal:iterations=8,exploration=0.4"
    assert main([*argv, "--a", spec, "--workers", "1", "--keep", str(keep), "--json"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"Tavern Tricks, 3 players: {spec} (A) against easy (B)")
    assert json.loads(out[-1])["a_iterations_per_decision"] == pytest.approx(8.0)
    assert json.loads(keep.read_text(encoding="utf-8").splitlines()[0])["tournament"]["a"] == spec
    # The same file will not take another spec's deals.
    assert main([*argv, "--a", "normal:iterations=9", "--workers", "1", "--keep", str(keep)]) == 2
    assert "keeps the deals of another tournament" in capsys.readouterr().err
    assert main([*argv, "--a", "hard:depth=3"]) == 2
    assert "--a: 'depth=3' in 'hard:depth=3'" in capsys.readouterr().err
