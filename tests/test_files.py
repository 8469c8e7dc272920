"""The one loader (rules/core/files.py) and what goes through it: every bound and its message,
records' action text, the games' number parsing, and the check-save command."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

import cli
from rules.core import files
from rules.core.actions import parse_whole
from rules.core.errors import FileProblem, IllegalAction, RecordError
from rules.core.files import MAX_DEPTH, cut, read_json
from rules.core.record import MAX_ACTIONS, GameRecord, ReplayError, replay
from rules.core.registry import get_game


def write(tmp_path: Path, content: str | bytes, name: str = "f.json") -> Path:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


def problem(path: Path, **kwargs: Any) -> FileProblem:
    with pytest.raises(FileProblem) as err:
        read_json(path, what="game record", **kwargs)
    text = str(err.value)
    assert "\n" not in text and text.startswith(f"{path}: ") and text == f"{path}: {err.value.problem}"
    assert err.value.path == path
    return err.value


# --- the loader's bounds ---------------------------------------------------------------------------
def test_a_valid_file_loads_with_its_values(tmp_path):
    data = {"a": [1, -2, 3.5, True, None, "Ana é"], "b": {"c": "x" * 1000}, "n": 10**29}
    assert read_json(write(tmp_path, json.dumps(data)), what="x") == data


def test_cut_keeps_short_text_and_marks_a_cut_at_80():
    assert cut("abc") == "abc"
    assert cut("x" * 80) == "x" * 80
    assert cut("x" * 81) == "x" * 77 + "..." and len(cut("y" * 10**6)) == 80


def test_the_size_bound_reads_one_byte_more_and_no_further(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(200_000_000)  # a sparse 200 MB file: cheap to make, costly to read whole
    read_sizes: list[int] = []
    real_read = os.read

    def counting(fd: int, n: int) -> bytes:
        chunk = real_read(fd, n)
        read_sizes.append(len(chunk))
        return chunk

    monkeypatch.setattr(files.os, "read", counting)
    err = problem(path, max_bytes=1000)
    assert err.problem == "is larger than 1,000 bytes, too large for a game record"
    assert sum(read_sizes) == 1001


def test_exactly_max_bytes_is_allowed(tmp_path):
    text = '"' + "a" * 98 + '"'
    assert read_json(write(tmp_path, text), what="x", max_bytes=100) == "a" * 98
    problem(write(tmp_path, text + " "), max_bytes=100)


def test_nesting_1000_deep_is_refused_before_json_loads_recurses(tmp_path, monkeypatch):
    monkeypatch.setattr(files.json, "loads", lambda *a, **k: pytest.fail("json.loads was reached"))
    for text in ("[" * 1000 + "]" * 1000, '{"a":' * 1000 + "1" + "}" * 1000, "[" * 100_000):
        err = problem(write(tmp_path, text))
        assert err.problem == f"is nested more than {MAX_DEPTH} levels deep"


def test_nesting_up_to_64_loads_and_brackets_inside_strings_do_not_count(tmp_path):
    assert read_json(write(tmp_path, "[" * 64 + "]" * 64), what="x") == eval("[" * 64 + "]" * 64)
    problem(write(tmp_path, "[" * 65 + "]" * 65))
    text = json.dumps({"text": "[[[{{{" * 100 + '\\"[' * 50, "list": [[1]]})
    assert read_json(write(tmp_path, text), what="x")["list"] == [[1]]


def test_a_5000_digit_integer_is_refused_with_its_digits_cut(tmp_path):
    for text in ("9" * 5000, "-" + "9" * 5000, '{"seed": ' + "1" * 31 + "}"):
        err = problem(write(tmp_path, text))
        digits = len(text.strip('{}"seed: -'))
        assert err.problem.startswith(f"holds an integer of {digits:,} digits (at most 30): '")
        assert len(err.problem) < 160
    assert read_json(write(tmp_path, "9" * 30), what="x") == int("9" * 30)


def test_huge_or_long_floats_and_nan_are_refused(tmp_path):
    assert "too large" in problem(write(tmp_path, "1e999")).problem
    assert "too large" in problem(write(tmp_path, "-1e400")).problem
    assert "characters long" in problem(write(tmp_path, "0." + "1" * 5000)).problem
    for constant in ("NaN", "Infinity", "-Infinity"):
        assert problem(write(tmp_path, f"[{constant}]")).problem == f"holds {constant}, which is not a number JSON allows"


@pytest.mark.parametrize("text,shown", [
    ('{"name": "A\\u0000"}', "a NUL in the text 'A\\x00'"),
    ('["\\u001b[31mred"]', "the control character U+001B in the text '\\x1b[31mred'"),
    ('{"\\u0000key": 1}', "a NUL in the text '\\x00key'"),
    ('["\\u0085"]', "the control character U+0085"),
    ('["\\ud800"]', "the control character U+D800"),
    ('[["x\\n"]]', "the control character U+000A"),
])
def test_a_control_character_in_any_string_is_refused(tmp_path, text, shown):
    assert shown in problem(write(tmp_path, text)).problem


def test_a_control_character_message_cuts_the_echoed_text_to_80(tmp_path):
    err = problem(write(tmp_path, json.dumps(["\x00" + "n" * 10_000])))
    echoed = err.problem.split("in the text ", 1)[1]
    assert echoed == repr("\x00" + "n" * 76 + "...")  # the text cut to 80, then quoted


def test_not_utf8_empty_not_json_folder_missing_fifo(tmp_path):
    assert problem(write(tmp_path, b'{"a": "\xff"}')).problem == "is not UTF-8 text (byte 7 is 0xff)"
    assert problem(write(tmp_path, b"\xff\xfe{\x00}\x00")).problem.startswith("is not UTF-8")
    for blank in ("", "  \n"):
        assert problem(write(tmp_path, blank)).problem == "is empty: a game record is a JSON document"
    err = problem(write(tmp_path, '{"format": 1,'))
    assert err.problem.startswith("is not JSON: Expecting property name") and "(line 1, column 14)" in err.problem
    folder = tmp_path / "folder.json"
    folder.mkdir()
    assert problem(folder).problem == "is a folder, not a game record"
    err = problem(tmp_path / "nowhere.json")
    assert err.missing and err.problem == "does not exist (no game record there)"
    if hasattr(os, "mkfifo"):  # a FIFO is refused at once instead of waiting for a writer
        fifo = tmp_path / "fifo.json"
        os.mkfifo(fifo)
        assert problem(fifo).problem == "is not a regular file, so it is not a game record"


def test_a_byte_order_mark_is_allowed(tmp_path):
    assert read_json(write(tmp_path, "\ufeff[1]".encode()), what="x") == [1]


def test_the_file_is_never_changed(tmp_path):
    path = write(tmp_path, "[" * 1000)
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    problem(path)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before and os.listdir(tmp_path) == ["f.json"]


def test_a_file_name_with_a_newline_stays_on_one_line(tmp_path):
    path = write(tmp_path, "", name="bad\nname.json")
    with pytest.raises(FileProblem) as caught:
        read_json(path, what="x")
    assert "\n" not in str(caught.value) and "bad\\nname.json" in str(caught.value)


# --- records: foreign JSON, action text, bounds ----------------------------------------------------
GOOD = {"format": 1, "game": "copas", "players": 4, "options": {}, "seed": 1, "actions": [[1, "play 2C"]]}


def record_problem(tmp_path: Path, data: Any) -> str:
    path = write(tmp_path, data if isinstance(data, str | bytes) else json.dumps(data))
    with pytest.raises(FileProblem) as err:
        GameRecord.load(path)
    assert isinstance(err.value, RecordError)  # code that catches either catches it
    text = str(err.value)
    assert "\n" not in text and text.startswith(f"{path}: ")
    return err.value.problem


@pytest.mark.parametrize("data,words", [
    ({"volume": 0.5}, "is not a valid game record: unsupported record format None"),
    ([1, 2], "is not a valid game record: a game record is a JSON object"),
    ("null", "is not a valid game record: a game record is a JSON object"),
    ({**GOOD, "format": "x" * 10_000}, "unsupported record format 'xxxxxxxx"),
    ({**GOOD, "players": 0}, "'players' must be a whole number of seats"),
    ({**GOOD, "game": "g" * 200}, "'game' must be a game id string"),
    ({**GOOD, "options": {"k" * 200: 1}}, "'options' holds a text longer than 80 characters"),
    ({**GOOD, "deal": {"hands": [["2C" * 100]]}}, "'deal' holds a text longer than 80 characters"),
    ({**GOOD, "actions": [[4, "play 2C"]]}, "action 0 names seat 4, and the seats are 0 to 3"),
    ({**GOOD, "actions": [[-1, "play 2C"]]}, "action 0 names seat -1"),
    ({**GOOD, "actions": [[0, "x" * 1000]] * 3}, "action 0 is 1,000 characters long, and an action's text is at most 80"),
    ({**GOOD, "actions": [[0, "play 2C"], [1, "stake ²"]]}, "action 1 is not plain printable ASCII text: 'stake ²'"),
    ({**GOOD, "actions": [[0, "play\t2C"]]}, "holds the control character U+0009 in the text 'play\\t2C'"),
    ({**GOOD, "actions": [[0, "play\u00a02C"]]}, "action 0 is not plain printable ASCII text: 'play\\xa02C'"),
    ({**GOOD, "actions": [[0, "play 2C"]] * (MAX_ACTIONS + 1)}, "more than any game has (10,000)"),
    ({**GOOD, "actions": [[0, ["x" * 5000]]]}, "action 0 must be [seat, \"text\"], not [0, ['xxxx"),
])
def test_a_record_the_loader_refuses_says_why_in_one_line(tmp_path, data, words):
    text = record_problem(tmp_path, data)
    assert words in text
    assert len(text) < 220  # every echo is cut


def test_a_50_mb_action_is_refused_by_size_without_echoing_it(tmp_path):
    head = json.dumps({**GOOD, "actions": []}).encode("ascii")  # 50 MB, and 10 million words:
    data = head.replace(b'"actions": []', b'"actions": [[0, "' + b"play " * 10_000_000 + b'"]]')
    text = record_problem(tmp_path, data)
    assert text == "is larger than 8,000,000 bytes, too large for a game record"


def test_a_long_action_of_many_words_is_refused_before_it_is_split(tmp_path, monkeypatch):
    monkeypatch.setattr(get_game("copas").state_class, "parse_action", lambda *a: pytest.fail("parsed"))
    text = record_problem(tmp_path, {**GOOD, "actions": [[0, "2C " * 1_000_000]]})
    assert text.startswith("is not a valid game record: action 0 is 3,000,000 characters long")
    assert len(text) < 220


@pytest.mark.parametrize("game,players,text", [
    ("tavern_tricks", 4, "stake ²"), ("tavern_tricks", 4, "stake ٣"), ("vazerneiros", 4, "rumor ²"),
    ("vazerneiros", 4, "lead ²"), ("copas", 4, "play 2Ｃ"), ("assassins_trick", 3, "bid ＱH"),
])
def test_superscripts_and_other_unicode_are_refused_before_the_parser(game, players, text, monkeypatch):
    record = GameRecord(game, players, {}, 1, [(0, text)])
    monkeypatch.setattr(get_game(game).state_class, "parse_action", lambda *a: pytest.fail("parsed"))
    with pytest.raises(ReplayError) as err:
        replay(record)  # a record built in code is checked as well as one loaded
    assert err.value.index == 0 and "not plain printable ASCII" in err.value.reason
    with pytest.raises(RecordError, match="not plain printable ASCII"):
        GameRecord.from_json(record.to_json())


@pytest.mark.parametrize("game,text", [
    ("tavern_tricks", "stake ²"), ("tavern_tricks", "stake 1_0"), ("tavern_tricks", "play BOW1 at ²"),
    ("tavern_tricks", "play THIEF1 from ²"), ("tavern_tricks", "stake " + "9" * 5000),
    ("vazerneiros", "rumor ²"), ("vazerneiros", "lead ²"), ("vazerneiros", "lead 1_0"),
    ("vazerneiros", "play D2 number ²"), ("vazerneiros", "rumor " + "9" * 5000),
])
def test_the_games_parsers_read_numbers_in_plain_ascii_digits_only(game, text):
    """Straight to a game's parser (the table and the bots call it too): a clear refusal or a
    number, never ``int()``'s ValueError."""
    state = get_game(game).new_game(4, None, 1)
    try:
        state.parse_action(text)
    except IllegalAction as err:
        assert "cannot read" in str(err)


def test_parse_whole():
    assert parse_whole("0") == 0 and parse_whole("12") == 12 and parse_whole("999999") == 999999
    for word in ("", "²", "٣", "1_0", "+1", "-1", " 1", "1.0", "1234567", "一"):
        assert parse_whole(word) is None


# --- check-save ----------------------------------------------------------------------------------
def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def played_record(capsys, tmp_path: Path) -> dict[str, Any]:
    path = tmp_path / "played.json"
    code, _, err = run_cli(capsys, "play", "--game", "tavern_tricks", "--players", "3", "--seed", "5",
                           "--record", str(path))
    assert code == 0, err
    return json.loads(path.read_text(encoding="utf-8"))


SEATS = [{"name": "Ana", "kind": "human"}, {"name": "Bo", "kind": "bot", "level": "easy"},
         {"name": "Cy", "kind": "bot", "level": "random"}]


def test_check_save_tells_each_kind_and_what_is_wrong(capsys, tmp_path):
    record = played_record(capsys, tmp_path)
    save = {**record, "actions": record["actions"][:20], "seats": SEATS}
    cases: list[tuple[str, Any, int, str]] = [
        ("record.json", record, 0, f"a valid game record: Tavern Tricks, 3 players, {len(record['actions'])} actions, finished"),
        ("save.json", save, 0, "a valid saved game: Tavern Tricks, 3 players (Ana, Bo, Cy), 20 actions, not finished"),
        ("settings.json", {"volume": 0.5, "card_size": "large"}, 0, "a valid settings file"),
        ("bad_settings.json", {"volume": 7}, 1, "a settings file with values the game would reset: volume must be"),
        ("superscript.json", {**record, "actions": [*record["actions"][:3], [0, "stake ²"]]}, 1,
         "not a valid game record: action 3 is not plain printable ASCII text: 'stake ²'"),
        ("illegal.json", {**record, "actions": [[0, "stake 99"]]}, 1, "not a valid game record: action 0 (0, 'stake 99') is illegal"),
        ("nul_name.json", {**save, "seats": [{"name": "A\x00", "kind": "human"}, *SEATS[1:]]}, 1, "holds a NUL in the text 'A\\x00'"),
        ("bad_seats.json", {**save, "seats": SEATS[:2]}, 1, "not a valid saved game: the saved game does not say who sits"),
        ("deep.json", "[" * 1000 + "]" * 1000, 1, "is nested more than 64 levels deep"),
        ("huge.json", '{"format": 1, "seed": ' + "7" * 5000 + "}", 1, "holds an integer of 5,000 digits"),
        ("foreign.json", {"name": "a package.json"}, 1, "not a save, game record or settings file: it holds a JSON object"),
        ("list.json", [1, 2], 1, "it holds JSON of another kind (list)"),
        ("binary.json", b"\x89PNG\r\n\x1a\n\x00", 1, "is not UTF-8 text"),
        ("empty.json", "", 1, "is empty"),
    ]
    for name, content, status, words in cases:
        if isinstance(content, bytes | str):
            path = write(tmp_path, content, name)
        else:
            path = write(tmp_path, json.dumps(content), name)
        before = path.read_bytes()
        code, out, err = run_cli(capsys, "check-save", str(path))
        assert (code, err) == (status, ""), (name, out, err)
        assert out.startswith(f"{path}: ") and out.count("\n") == 1, (name, out)
        assert words in out, (name, out)
        assert len(out) < 300 and path.read_bytes() == before


def test_check_save_on_a_folder_or_a_missing_file(capsys, tmp_path):
    code, out, _ = run_cli(capsys, "check-save", str(tmp_path))
    assert code == 1 and out == f"{tmp_path}: is a folder, not a save, game record or settings file\n"
    code, out, _ = run_cli(capsys, "check-save", str(tmp_path / "no.json"))
    assert code == 1 and out == f"{tmp_path / 'no.json'}: does not exist (no save, game record or settings file there)\n"


def test_replay_exits_2_with_one_line_for_each_bad_file(capsys, tmp_path):
    record = {**GOOD, "game": "vazerneiros", "players": 4}
    for content, words in [
        (json.dumps({**record, "actions": [[0, "rumor ²"]]}), "action 0 is not plain printable ASCII text: 'rumor ²'"),
        (json.dumps({**record, "actions": [[0, "lead ²"]]}), "action 0 is not plain printable ASCII text: 'lead ²'"),
        (json.dumps({**record, "seats": [{"name": "\x00"}]}), "holds a NUL"),
        ('{"format": 1, "seed": ' + "5" * 5000 + "}", "holds an integer of 5,000 digits"),
        ("[" * 1000, "is nested more than 64 levels deep"),
    ]:
        path = write(tmp_path, content)
        code, out, err = run_cli(capsys, "replay", str(path))
        assert (code, out) == (2, "")
        assert err.startswith(f"main.py replay: error: {path}: ") and err.count("\n") == 1 and words in err
