"""Every ```json block of README.md and docs/games/*.md works as the text says.

A block is one of three things. A game record (it has ``format``) must replay to its last action.
A ``deal`` (a game page's block that is no record, or a ``"deal": {...}`` fragment) must be
accepted by that page's game; ``"..."`` in a list stands for "and so on", so a field holding it
only shows its shape, and the rest of the deal must be accepted. A result line (it has
``finished``) must have the fields the commands print for that game. And each game's page shows
one complete example record: a fixed ``deal`` and a few actions, that replays.
"""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from cli.output import result_json
from rules.core.errors import RecordError
from rules.core.record import GameRecord, replay
from rules.core.registry import GAME_PACKAGES, get_game

ROOT = Path(__file__).resolve().parent.parent
ETC = "..."  # "and so on" in a documented list
FENCE = re.compile(r"^```json[ \t]*\n(.*?)^```[ \t]*$", re.S | re.M)


@dataclass(frozen=True)
class Block:
    path: Path
    line: int
    text: str

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"

    @property
    def page_game(self) -> str | None:
        """The game whose page holds the block (None for the README)."""
        return self.path.stem if self.path.parent.name == "games" else None


def json_blocks(path: Path) -> list[Block]:
    text = path.read_text(encoding="utf-8")
    return [Block(path, text.count("\n", 0, m.start()) + 1, m.group(1)) for m in FENCE.finditer(text)]


def documents() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs" / "games").glob("*.md"))]


def all_blocks() -> list[Block]:
    return [block for path in documents() for block in json_blocks(path)]


def parsed(block: Block) -> tuple[str, Any]:
    """("record" | "result" | "deal", the JSON), or ("not JSON", why); a ``"deal": {...}``
    fragment is a deal."""
    text = block.text.strip()
    fragment = text.startswith('"deal"')
    try:
        data = json.loads("{" + text + "}" if fragment else text)
    except json.JSONDecodeError as err:
        return "not JSON", str(err)
    if fragment:
        return "deal", data["deal"]
    if isinstance(data, dict) and "format" in data:
        return "record", data
    if isinstance(data, dict) and "finished" in data:
        return "result", data
    return "deal", data


def holds_etc(value: Any) -> bool:
    if isinstance(value, list):
        return any(v == ETC or holds_etc(v) for v in value)
    if isinstance(value, dict):
        return any(holds_etc(v) for v in value.values())
    return False


def without_etc(value: Any) -> Any:
    """``value`` without the fields that only show a shape (they hold a "..." somewhere); a list of
    mappings (one per round) keeps every mapping, each without its shape-only fields."""
    if isinstance(value, dict):
        return {k: without_etc(v) for k, v in value.items() if not (holds_etc(v) and not mappings(v))}
    if mappings(value):
        return [without_etc(v) for v in value if v != ETC]
    return value


def mappings(value: Any) -> bool:
    return isinstance(value, list) and any(isinstance(v, dict) for v in value)


def replays(data: Any, where: str) -> GameRecord:
    try:
        record = GameRecord.from_json(data)
        state, _ = replay(record)
    except RecordError as err:
        pytest.fail(f"{where}: the example record does not replay: {err}")
    assert state is not None
    return record


def deal_refusals(game: str, deal: Any) -> dict[str, str]:
    """Why each player count and choice of options of ``game`` refuses ``deal`` (empty: one of them
    accepts it; a deal may be for a variant, e.g. a trump turned up under an option)."""
    info = get_game(game)
    refusals: dict[str, str] = {}
    choices = [[(spec.key, value) for value in spec.choices] for spec in info.options]
    for players in info.player_counts:
        for chosen in itertools.product(*choices):
            options = info.resolve_options(dict(chosen))
            try:
                GameRecord(game, players, options, 0, deal=deal).new_state()
            except RecordError as err:
                refusals[f"{players} players{''.join(f', {k}={v}' for k, v in chosen)}"] = str(err)
            else:
                return {}
    return refusals


BLOCKS = all_blocks()


@pytest.mark.parametrize("block", BLOCKS, ids=[b.where for b in BLOCKS])
def test_a_documented_json_block_works(block: Block) -> None:
    kind, data = parsed(block)
    assert kind != "not JSON", f"{block.where}: the ```json block is not JSON ({data}); a '...' goes in quotes, in a list"
    if kind == "record":
        assert not holds_etc(data), f"{block.where}: an example record is complete (it holds '...')"
        record = replays(data, block.where)
        if block.page_game is not None:
            assert record.game == block.page_game, f"{block.where}: a record of {record.game} on {block.page_game}'s page"
    elif kind == "result":
        game = data.get("game")
        assert game in GAME_PACKAGES, f"{block.where}: the result line names no known game ({game!r})"
        assert set(data) == set(finished_result(game)), (
            f"{block.where}: the result line's fields {sorted(data)} are not those "
            f"`play` prints for {game}: {sorted(finished_result(game))}"
        )
    else:
        game = block.page_game
        assert game is not None, f"{block.where}: a deal outside a game's page must sit in a record"
        assert isinstance(data, dict), f"{block.where}: a deal is a JSON object"
        refusals = deal_refusals(game, without_etc(data))
        assert not refusals, f"{block.where}: {game} refuses the example deal: " + "; ".join(
            f"with {how}: {why}" for how, why in refusals.items()
        )


def finished_result(game: str) -> dict[str, Any]:
    """The result line ``play`` prints for a whole game of ``game`` (random play, seed 1)."""
    import random

    info = get_game(game)
    state = info.new_game(info.player_counts[0], info.resolve_options(), 1)
    rng, actions = random.Random(1), 0
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        actions += 1
    return result_json(state, actions)


@pytest.mark.parametrize("game", GAME_PACKAGES)
def test_each_game_page_shows_a_complete_record_that_replays(game: str) -> None:
    page = ROOT / "docs" / "games" / f"{game}.md"
    assert page.exists(), f"{game} has no page in docs/games/"
    records = [(b, data) for b in json_blocks(page) for kind, data in [parsed(b)] if kind == "record"]
    complete = [(b, data) for b, data in records if not holds_etc(data)]
    assert complete, f"{page.name} shows no complete example record in a ```json block"
    for block, data in complete:
        record = replays(data, block.where)
        assert record.game == game
        assert record.deal, f"{block.where}: the example record fixes its cards with a `deal`"
        assert len(record.actions) >= 2, f"{block.where}: the example record shows a few actions"
