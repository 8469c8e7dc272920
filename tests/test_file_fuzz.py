"""Fuzz: over 10,000 mutated saves, game records and settings files, built by a seeded mutator
from real valid files of every game (each game page's example record with its fixed deal, and
records of random play at the smallest and largest table). Every one either loads or fails with
the loader's own error (``FileProblem`` or ``RecordError``), never another exception.

The mutations: byte flips, truncation, deep nesting, huge and long numbers, NaN and infinities,
superscript and other non-ASCII digits, NUL and other control characters, lone surrogates,
bytes that are not UTF-8, long strings and many words, values of the wrong type anywhere in the
tree, keys removed, actions dropped, repeated or given to another seat. The pure loading
functions are tested (a record loaded and replayed, a save read as the game reads it, the
settings parser), not the window, so this takes seconds.
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections import Counter
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from game import saves
from game import settings as settings_io
from game.match import Match
from rules.core.errors import FileProblem, RecordError
from rules.core.files import parse_json
from rules.core.record import GameRecord, replay
from rules.core.registry import all_games

ROOT = Path(__file__).resolve().parent.parent
FENCE = re.compile(r"^```json[ \t]*\n(.*?)^```[ \t]*$", re.S | re.M)
SEED = 15
ACTIONS_KEPT = 24  # a seed record's first actions: enough for every phase's text, cheap to replay
CASES = {"record": 4000, "save": 3000, "settings": 3200}  # 10,200 in all
CHUNKS = 4  # each kind's cases run as this many tests (a failure names a smaller set)
ALLOWED = (FileProblem, RecordError)


# --- real valid files ----------------------------------------------------------------------------
@cache
def seed_records() -> tuple[str, ...]:
    """JSON texts of valid records: each game page's example (a fixed deal) and random play."""
    texts: list[str] = []
    for page in sorted((ROOT / "docs" / "games").glob("*.md")):
        for block in FENCE.findall(page.read_text(encoding="utf-8")):
            data = json.loads(block)
            if isinstance(data, dict) and "format" in data:
                texts.append(json.dumps(data))
    rng = random.Random(SEED)
    for game_id, info in all_games().items():
        for players in sorted({min(info.player_counts), max(info.player_counts)}):
            seed = rng.randrange(1, 10_000)
            state = info.new_game(players, None, seed)
            actions: list[list[Any]] = []
            while not state.is_over() and len(actions) < ACTIONS_KEPT:
                seat = rng.choice(state.to_move())
                action = rng.choice(state.legal_actions(seat))
                state.apply(seat, action)
                actions.append([seat, str(action)])
            record = GameRecord(game_id, players, info.resolve_options(None), seed, [tuple(a) for a in actions])
            texts.append(record.dumps())
    return tuple(texts)


@cache
def seed_saves() -> tuple[str, ...]:
    out = []
    for i, text in enumerate(seed_records()):
        data = json.loads(text)
        kinds = ["human"] + ["bot"] * (data["players"] - 1)
        data["seats"] = [
            {"name": name, "kind": kind, "level": "easy" if i % 2 else "random"}
            for name, kind in zip(("Ana", "Bo", "Cy", "Di", "Ed", "Flo"), kinds)
        ]
        data["undo"] = bool(i % 3 == 0)
        out.append(json.dumps(data, indent=1))
    return tuple(out)


@cache
def seed_settings() -> tuple[str, ...]:
    last = {"game": "copas", "players": 4, "seats": [{"name": "Ana", "kind": "human"}, {"name": "Bo", "level": "easy"}]}
    return (
        json.dumps(settings_io.Settings().to_json(), indent=1, sort_keys=True),
        json.dumps({"sound": False, "volume": 0.25, "animation_speed": "slow", "card_size": "large",
                    "colorblind": True, "fullscreen": False, "last_setup": last}),
        '{"volume": 1}',
    )


# --- the mutator -----------------------------------------------------------------------------------
WEIRD_VALUES: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 2, 7, 10**29, -(10**29), 1.5, -0.0, 1e300, "", "x", "2C", "play 2C",
    "human", "easy", "99", [], [[]], [0], [None], [[0, "play 2C"]], {}, {"a": 1}, {"hands": []}, ["2C", "3C"],
)
ODD_TEXT: tuple[str, ...] = (
    "stake ²", "rumor ²", "lead ²", "play ²", "bid ٣", "stake ５", "lead 1_0", "play 2Ｃ", "ⅷ", "bid QH\u200b",
    "A\u0000", "\u0000", "tab\tname", "\u001b[2J", "\u0085", "play\u00a02C", "é", "🂡", "",
)
DIGIT_SWAPS = ("²", "³", "¹", "٣", "５", "𝟕", "①", "\u0000")


def _random_path(rng: random.Random, data: Any) -> list[Any]:
    """A random path (keys and indexes) to a value inside ``data``."""
    path: list[Any] = []
    node = data
    while isinstance(node, dict | list) and node and rng.random() < 0.75:
        key = rng.choice(list(node.keys())) if isinstance(node, dict) else rng.randrange(len(node))
        path.append(key)
        node = node[key]
    return path


def _set(data: Any, path: list[Any], value: Any) -> Any:
    if not path:
        return value
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


def _get(data: Any, path: list[Any]) -> Any:
    for key in path:
        data = data[key]
    return data


def m_wrong_type(rng: random.Random, data: Any) -> Any:
    return _set(data, _random_path(rng, data), copy.deepcopy(rng.choice(WEIRD_VALUES)))


def m_drop_key(rng: random.Random, data: Any) -> Any:
    path = _random_path(rng, data)
    node = _get(data, path)
    if isinstance(node, dict) and node:
        del node[rng.choice(list(node))]
    elif isinstance(node, list) and node:
        del node[rng.randrange(len(node))]
    return data


def m_actions(rng: random.Random, data: Any) -> Any:
    """Actions dropped, repeated, swapped or given to another seat."""
    actions = data.get("actions") if isinstance(data, dict) else None
    if not isinstance(actions, list) or not actions:
        return m_wrong_type(rng, data)
    i = rng.randrange(len(actions))
    how = rng.randrange(5)
    if how == 0:
        del actions[i]
    elif how == 1:
        actions.insert(i, actions[i])
    elif how == 2:
        j = rng.randrange(len(actions))
        actions[i], actions[j] = actions[j], actions[i]
    elif how == 3 and isinstance(actions[i], list) and actions[i]:
        actions[i][0] = rng.choice((0, 1, 2, 3, 5, 6, -1, 10**20))
    else:
        del actions[i:]
    return data


def m_odd_text(rng: random.Random, data: Any) -> Any:
    """An odd text (a superscript stake, a NUL in a name...) in place of a string in the tree."""
    path = _leaf(rng, data, str)
    return m_wrong_type(rng, data) if path is None else _set(data, path, rng.choice(ODD_TEXT))


def m_swap_digit(rng: random.Random, data: Any) -> Any:
    """A digit of a string (an action's number, a card code) becomes a superscript or the like."""
    path = _leaf(rng, data, str, lambda text: any(c.isdigit() for c in text))
    if path is None:
        return m_odd_text(rng, data)
    text = _get(data, path)
    i = rng.choice([i for i, c in enumerate(text) if c.isdigit()])
    return _set(data, path, text[:i] + rng.choice(DIGIT_SWAPS) + text[i + 1:])


def m_long_text(rng: random.Random, data: Any) -> Any:
    """A long string: many words, a long name, a long action."""
    path = _leaf(rng, data, str)
    filler = rng.choice(("play ", "x", "2C ", "\u00e9", "9"))
    return _set(data, path or [], filler * rng.choice((81, 200, 5_000, 50_000)))


def m_big_number(rng: random.Random, data: Any) -> Any:
    value = rng.choice((10**29, 10**30, 10**300, -(10**40), 2**63, 2**31, -2**31))
    return _set(data, _leaf(rng, data, int) or [], value)


ACTION_WORDS = (
    "play", "bid", "stake", "rumor", "lead", "pass", "exchange", "for", "trump", "great", "bad", "bribe",
    "give", "keep", "at", "from", "race", "weapon", "number", "suit", "elixir", "+0.5", "-0.5", "+half",
    "0", "1", "2", "3", "5", "11", "12", "99", "999999", "2C", "QH", "14", "BOW1", "THIEF1", "DOPPEL1",
    "SHIELD1", "FATES2", "axe", "M9", "D2", "P", "M", "5F", "7C", "JK", "",
)


def m_action_words(rng: random.Random, data: Any) -> Any:
    """An action's text becomes other words of the games' action vocabulary, so the games'
    parsers and rules meet odd but plain text."""
    actions = data.get("actions") if isinstance(data, dict) else None
    if not isinstance(actions, list) or not actions or not isinstance(actions[-1], list) or len(actions[-1]) != 2:
        return m_wrong_type(rng, data)
    i = rng.randrange(len(actions))
    if isinstance(actions[i], list) and len(actions[i]) == 2:
        if rng.random() < 0.2:
            actions[i][1] = rng.choice(ODD_TEXT)  # a superscript stake, a NUL...
        else:
            actions[i][1] = " ".join(rng.choice(ACTION_WORDS) for _ in range(rng.randint(1, 7)))
    return data


def m_deal(rng: random.Random, data: Any) -> Any:
    """A value inside the fixed deal (hands, piles, characters...) replaced by one of another kind."""
    deal = data.get("deal") if isinstance(data, dict) else None
    if not isinstance(deal, dict) or not deal:
        return m_wrong_type(rng, data)
    path = ["deal", *_random_path(rng, deal)]
    if len(path) == 1:
        path.append(rng.choice(list(deal)))
    value = rng.choice((*WEIRD_VALUES, *ACTION_WORDS))
    return _set(data, path, copy.deepcopy(value))


def _leaf(rng: random.Random, data: Any, kind: type, test: Callable[[Any], bool] = bool) -> list[Any] | None:
    """The path to a random value of type ``kind`` passing ``test`` in ``data`` (a few tries)."""
    for _ in range(12):
        path: list[Any] = []
        node = data
        while isinstance(node, dict | list) and node:
            key = rng.choice(list(node.keys())) if isinstance(node, dict) else rng.randrange(len(node))
            path.append(key)
            node = node[key]
        if type(node) is kind and test(node):
            return path
    return None


STRUCTURAL: dict[str, Callable[[random.Random, Any], Any]] = {
    "wrong type": m_wrong_type, "key removed": m_drop_key, "actions changed": m_actions,
    "odd text": m_odd_text, "superscript digit": m_swap_digit, "long text": m_long_text,
    "huge int": m_big_number, "action words": m_action_words, "deal changed": m_deal,
}


IN_SHAPE = ("action words", "action words", "actions changed", "deal changed", "superscript digit")


def t_flip(rng: random.Random, raw: bytes) -> bytes:
    out = bytearray(raw)
    for _ in range(rng.randint(1, 6)):
        if out:
            out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out)


def t_truncate(rng: random.Random, raw: bytes) -> bytes:
    return raw[: rng.randrange(len(raw) + 1)]


def t_deep(rng: random.Random, raw: bytes) -> bytes:
    depth = rng.choice((63, 64, 65, 100, 1000, 20_000))
    i = rng.randrange(len(raw) + 1)
    opener = rng.choice((b"[", b"{\"a\":"))
    closer = b"]" if opener == b"[" else b"}"
    return raw[:i] + opener * depth + b"1" + closer * depth * rng.choice((0, 1)) + raw[i:]


def t_huge_digits(rng: random.Random, raw: bytes) -> bytes:
    spots = [m.start() for m in re.finditer(rb"(?<![\w.\"])\d", raw)]
    digits = rng.choice((b"9" * 31, b"1" * 5000, b"7" * 100_000, b"1e999", b"-1e400", b"NaN", b"Infinity", b"0." + b"5" * 5000))
    i = rng.choice(spots) if spots else 0
    return raw[:i] + digits + raw[i:]


def t_escape(rng: random.Random, raw: bytes) -> bytes:
    """An escape in a string: NUL, a control character, a lone surrogate, a superscript."""
    spots = [m.start() + 1 for m in re.finditer(rb'"[^"\\]', raw)]
    escape = rng.choice((rb"\u0000", rb"\u0007", rb"\u001f", rb"\ud800", rb"\udfff", rb"\u00b2", rb"\n", rb"\t", rb"\u0085"))
    i = rng.choice(spots) if spots else 0
    return raw[:i] + escape + raw[i:]


def t_bytes(rng: random.Random, raw: bytes) -> bytes:
    """Bytes that are not UTF-8, a raw control byte, a byte-order mark, junk."""
    junk = rng.choice((b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\x1b", b"\xef\xbb\xbf", b"}", b",", b"\"", b"\\"))
    i = rng.randrange(len(raw) + 1)
    return raw[:i] + junk + raw[i:]


TEXTUAL: dict[str, Callable[[random.Random, bytes], bytes]] = {
    "byte flips": t_flip, "truncated": t_truncate, "deep nesting": t_deep, "huge digits": t_huge_digits,
    "escape in a string": t_escape, "bad bytes": t_bytes,
}


def mutate(rng: random.Random, text: str) -> tuple[bytes, list[str]]:
    """A mutated copy of ``text`` and the names of its mutations: in two cases of five, one or two
    that keep the file's shape (so the games' parsers and rules meet it), else up to two of any
    kind, then often one on the raw bytes."""
    data = json.loads(text)
    names: list[str] = []
    if rng.random() < 0.4:
        for _ in range(rng.randint(1, 2)):
            name = rng.choice(IN_SHAPE)
            data = STRUCTURAL[name](rng, data)
            names.append(name)
        return json.dumps(data).encode("utf-8", "surrogatepass"), names
    for _ in range(rng.randint(0, 2)):
        name = rng.choice(list(STRUCTURAL))
        data = STRUCTURAL[name](rng, data)
        names.append(name)
    raw = json.dumps(data, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    if not names or rng.random() < 0.5:
        name = rng.choice(list(TEXTUAL))
        raw = TEXTUAL[name](rng, raw)
        names.append(name)
    return raw, names


# --- what loads each kind, as the game and the command line load it ----------------------------------
def load_record(path: Path) -> None:
    replay(GameRecord.load(path))


def load_save(path: Path) -> None:
    saves.read_save(path)


def load_settings(path: Path) -> None:
    settings_io.read(path)


# The same, on bytes already in memory (the loader's checks but the file read, which
# tests/test_files.py covers): most cases take this way, as writing thousands of files is slow.
def parse_record(raw: bytes) -> None:
    replay(GameRecord.from_json(parse_json(raw, path="record.json", what="game record")))


def parse_save(raw: bytes) -> None:
    Match.from_record(GameRecord.from_json(parse_json(raw, path="save.json", what="saved game")))


def parse_settings(raw: bytes) -> None:
    data = parse_json(raw, path="settings.json", what="settings file")
    if isinstance(data, dict):
        settings_io.Settings.from_json(data)


LOADERS: dict[str, Callable[[Path], None]] = {"record": load_record, "save": load_save, "settings": load_settings}
PARSERS: dict[str, Callable[[bytes], None]] = {"record": parse_record, "save": parse_save, "settings": parse_settings}
SEEDS: dict[str, Callable[[], tuple[str, ...]]] = {"record": seed_records, "save": seed_saves, "settings": seed_settings}
ON_DISK = 8  # one case in this many goes through a real file and the game's own loader


def run_cases(kind: str, chunk: int, tmp_path: Path) -> tuple[Counter[str], Counter[str]]:
    """Run one chunk of ``kind``'s cases; (outcomes, mutations used). Fails on any other exception."""
    rng = random.Random(f"{SEED}-{kind}-{chunk}")
    seeds = SEEDS[kind]()
    outcomes: Counter[str] = Counter()
    used: Counter[str] = Counter()
    for case in range(CASES[kind] // CHUNKS):
        raw, names = mutate(rng, seeds[case % len(seeds)])
        used.update(names)
        path = tmp_path / f"{kind}-{case}.json"  # a new file: rewriting one in place waits on the disk
        on_disk = case % ON_DISK == 0
        if on_disk:
            path.write_bytes(raw)
        try:
            LOADERS[kind](path) if on_disk else PARSERS[kind](raw)
        except ALLOWED as err:
            text = str(err)
            assert "\n" not in text and len(text) < 600, (names, text[:300])
            outcomes["refused"] += 1
        except Exception as err:  # the finding: say which case, and show its start
            pytest.fail(f"{kind} case {chunk}/{case} ({', '.join(names)}): {type(err).__name__}: "
                        f"{str(err)[:200]}\n{raw[:400]!r}")
        else:
            outcomes["loaded"] += 1
        if on_disk:
            outcomes["on disk"] += 1
            path.unlink()
    return outcomes, used


@pytest.mark.parametrize("kind", list(CASES))
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_mutated_file_loads_or_fails_with_the_loaders_error(kind, chunk, tmp_path):
    outcomes, used = run_cases(kind, chunk, tmp_path)
    assert outcomes["refused"] + outcomes["loaded"] == CASES[kind] // CHUNKS
    assert outcomes["refused"] > 0 and outcomes["loaded"] > 0, outcomes  # both sides are reached
    assert set(used) == set(STRUCTURAL) | set(TEXTUAL), used  # every kind of mutation was tried


def test_the_seed_files_are_valid(tmp_path):
    """Every file the mutator starts from loads (so a refusal is the mutation's doing)."""
    for kind, seeds in SEEDS.items():
        assert len(seeds()) >= (3 if kind == "settings" else 2 * len(all_games()))
        for i, text in enumerate(seeds()):
            path = tmp_path / f"{kind}{i}.json"
            path.write_text(text, encoding="utf-8")
            LOADERS[kind](path)


def _with_action(data: dict[str, Any], text: bytes) -> bytes:
    """``data`` with one action of ``text``, built as bytes (a 50 MB JSON text is slow to dump)."""
    head = json.dumps({**data, "actions": []}).encode("ascii")
    return head.replace(b'"actions": []', b'"actions": [[0, "' + text + b'"]]')


ISSUE_CASES: dict[str, tuple[str, Callable[[dict[str, Any]], Any]]] = {
    "stake ²": ("record", lambda d: {**d, "game": "tavern_tricks", "players": 4, "actions": [[0, "stake ²"]]}),
    "rumor ²": ("record", lambda d: {**d, "game": "vazerneiros", "players": 4, "actions": [[0, "rumor ²"]]}),
    "lead ²": ("record", lambda d: {**d, "game": "vazerneiros", "players": 4, "actions": [[0, "lead ²"]]}),
    "5,000-digit seed": ("record", lambda d: json.dumps(d).replace('"seed": ', '"seed": ' + "9" * 5000, 1)),
    "nested 1,000 deep": ("save", lambda d: json.dumps(d)[:-1] + ', "x": ' + "[" * 1000 + "]" * 1000 + "}"),
    "NUL in a seat name": ("save", lambda d: {**d, "seats": [{**s, "name": "A\u0000"} for s in d["seats"]]}),
    "50 MB action": ("record", lambda d: _with_action(d, b"x" * 50_000_000)),
    "16 million words": ("record", lambda d: _with_action(d, b"2C " * 16_000_000)),
    "5,000-character action": ("record", lambda d: _with_action(d, b"play " * 1000)),
    "settings nested 1,000 deep": ("settings", lambda d: '{"volume": ' + "[" * 1000 + "]" * 1000 + "}"),
    "settings with a huge integer": ("settings", lambda d: '{"volume": ' + "1" * 5000 + "}"),
}


@pytest.mark.parametrize("name", list(ISSUE_CASES))
def test_each_case_of_the_issue_is_refused_with_one_line(name, tmp_path):
    kind, build = ISSUE_CASES[name]
    base = json.loads(SEEDS[kind]()[0])
    content = build(base)
    if isinstance(content, dict):
        content = json.dumps(content)
    path = tmp_path / "case.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    with pytest.raises(ALLOWED) as err:
        LOADERS[kind](path)
    assert "\n" not in str(err.value) and len(str(err.value)) < 300
