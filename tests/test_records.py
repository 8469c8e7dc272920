"""Game records through the command line: write, replay, fixed deals, illegal actions, bad files."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import cli
from rules.ai import make_bot
from rules.copas.deck import deck_for
from rules.core.record import GameRecord, replay


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def last_json(out: str) -> dict[str, Any]:
    return json.loads(out.strip().splitlines()[-1])


def play_recorded(capsys, path: Path, game: str, players: int, *extra: str) -> dict[str, Any]:
    """Play a game with ``--record path``; the printed result."""
    code, out, err = run_cli(
        capsys, "play", "--game", game, "--players", str(players), "--record", str(path), *extra
    )
    assert code == 0, err
    return last_json(out)


def write_record(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --- round trips ---------------------------------------------------------------------------------
ROUND_TRIPS = [
    ("copas", 3, ("--seed", "1")),
    ("copas", 4, ("--seed", "2", "--option", "no_cup_lead_until_discarded=on")),
    ("copas", 5, ("--seed", "3", "--option", "no_cups_on_first_trick=on", "--bots", "random")),
    ("assassins_trick", 2, ("--seed", "4")),
    ("assassins_trick", 3, ("--seed", "5", "--option", "jokers=2", "--bots", "easy,random,easy")),
]


@pytest.mark.parametrize("game,players,extra", ROUND_TRIPS)
def test_play_then_replay_gives_the_identical_result(capsys, tmp_path, game, players, extra):
    path = tmp_path / "game.json"
    played = play_recorded(capsys, path, game, players, *extra)
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 0, err
    assert last_json(out) == played
    assert played["finished"] is True


@pytest.mark.parametrize("game,players,pattern", [
    ("copas", 4, r"play [2-6QJK7A][PECO]"),
    ("assassins_trick", 3, r"bid (10|[2-9JQKA])[SHDC]"),
])
def test_record_file_is_format_1_with_seat_and_text_actions(capsys, tmp_path, game, players, pattern):
    path = tmp_path / "game.json"
    played = play_recorded(capsys, path, game, players, "--seed", "9", "--option",
                           "jokers=1" if game == "assassins_trick" else "no_cups_on_first_trick=on")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == 1
    assert data["game"] == game and data["players"] == players and data["seed"] == 9
    assert data["options"] == played["options"]
    assert "deal" not in data
    assert len(data["actions"]) == played["actions"] > 0
    for seat, text in data["actions"]:
        assert isinstance(seat, int) and 0 <= seat < players
        assert re.fullmatch(pattern, text), text
    assert data["bots"] == ["easy"] * players
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left behind


def test_record_replaces_an_existing_file_whole(capsys, tmp_path):
    path = tmp_path / "game.json"
    path.write_text("x" * 1_000_000, encoding="utf-8")
    play_recorded(capsys, path, "assassins_trick", 2, "--seed", "1")
    GameRecord.load(path)  # valid JSON, nothing of the old content left
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_record_that_stops_early_prints_the_result_so_far(capsys, tmp_path):
    path = tmp_path / "game.json"
    play_recorded(capsys, path, "copas", 4, "--seed", "6")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:50]  # round 1 and a trick and a half of round 2
    write_record(path, data)
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 0, err
    result = last_json(out)
    assert result["finished"] is False
    assert result["winners"] == []
    assert len(result["rounds"]) == 1
    assert result["actions"] == 50
    assert "stops before the end" in out


# --- fixed deals ---------------------------------------------------------------------------------
def copas_hands(players: int, rng: random.Random) -> list[list[str]]:
    """One round's hands: the cards in play for ``players``, shuffled and cut into equal hands."""
    deck = [c.code for c in deck_for(players)]
    rng.shuffle(deck)
    size = len(deck) // players
    return [deck[i * size:(i + 1) * size] for i in range(players)]


def hands_seen(state: Any) -> list[set[str]]:
    return [{c.code for c in state.observation(s).hand} for s in range(state.players)]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_copas_deal_fixes_the_hands_of_every_given_round(capsys, tmp_path, players):
    rng = random.Random(players)
    rounds = [copas_hands(players, rng), copas_hands(players, rng)]
    deal = {"first_dealer": 1, "hands": rounds}
    record = GameRecord("copas", players, {}, seed=12345, deal=deal)

    state = record.new_state()
    assert hands_seen(state) == [set(h) for h in rounds[0]]
    assert state.observation(0).dealer == 1
    other_seed = GameRecord("copas", players, {}, seed=999, deal=deal).new_state()
    assert hands_seen(other_seed) == hands_seen(state)  # the deal, not the seed, decides

    bots = [make_bot("copas", "easy", s) for s in range(players)]
    while state.observation(0).round_no == 1:
        seat = state.to_move()[0]
        action = bots[seat].choose(state.observation(seat))
        state.apply(seat, action)
        record.actions.append((seat, str(action)))
    assert hands_seen(state) == [set(h) for h in rounds[1]]

    path = tmp_path / "dealt.json"
    record.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["deal"] == deal
    replayed, _ = replay(GameRecord.load(path))
    assert hands_seen(replayed) == [set(h) for h in rounds[1]]

    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 0, err
    assert "a fixed deal" in out
    result = last_json(out)
    assert result["finished"] is False and len(result["rounds"]) == 1


def test_assassins_trick_deal_fixes_hands_prizes_and_set_aside(tmp_path):
    suit = lambda s: [f"{r}{s}" for r in (*map(str, range(2, 11)), "J", "Q", "K", "A")]  # noqa: E731
    prize_cards = suit("D") + ["JK1"]
    random.Random(1).shuffle(prize_cards)
    deal = {"hands": [suit("C"), suit("H")], "prizes": prize_cards[1:], "set_aside": prize_cards[0]}
    path = write_record(tmp_path / "dealt.json", {
        "format": 1, "game": "assassins_trick", "players": 2, "options": {"jokers": 1},
        "seed": 0, "deal": deal, "actions": [],
    })
    state = GameRecord.load(path).new_state()
    obs = state.observation(0)
    assert [c.code for c in obs.hand] == suit("C")
    assert [c.code for c in state.observation(1).hand] == suit("H")
    assert obs.prize.code == deal["prizes"][0]
    assert obs.prizes_left == len(deal["prizes"]) - 1
    assert obs.set_aside is None  # unseen until the game ends


# --- illegal actions: exit status 1 naming the action and the reason ------------------------------
def corrupt_action(capsys, tmp_path: Path, index: int, make_text) -> tuple[Path, str]:
    """A played Copas record whose action ``index`` is replaced by ``make_text(state, seat)``."""
    path = tmp_path / "game.json"
    play_recorded(capsys, path, "copas", 4, "--seed", "8")
    record = GameRecord.load(path)
    before = GameRecord(record.game, record.players, record.options, record.seed, record.actions[:index])
    state, _ = replay(before)
    seat = record.actions[index][0]
    text = make_text(state, seat)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][index] = [seat, text]
    write_record(path, data)
    return path, text


def test_a_card_the_seat_does_not_hold_is_illegal(capsys, tmp_path):
    def foreign_card(state, seat):
        other = state.observation((seat + 1) % state.players).hand[0]
        return f"play {other.code}"

    path, text = corrupt_action(capsys, tmp_path, 17, foreign_card)
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 1
    assert out == ""
    assert f"action 17 ({text}) is illegal: you do not hold the " in err
    assert err.count("\n") == 1


def test_not_following_suit_is_illegal_with_the_reason(capsys, tmp_path):
    def revoke(state, seat):
        obs = state.observation(seat)
        led = obs.trick[0][1].suit
        off_suit = [c for c in obs.hand if c.suit != led]
        assert off_suit and any(c.suit == led for c in obs.hand)
        return f"play {off_suit[0].code}"

    # Find an action index where the seat follows suit and holds another suit too.
    path = tmp_path / "probe.json"
    play_recorded(capsys, path, "copas", 4, "--seed", "8")
    record = GameRecord.load(path)
    state = record.new_state()
    index = None
    for i, (seat, text) in enumerate(record.actions):
        obs = state.observation(seat)
        if obs.trick and len({c.suit for c in obs.hand}) > 1 and any(
            c.suit == obs.trick[0][1].suit for c in obs.hand
        ):
            index = i
            break
        state.apply(seat, state.parse_action(text))
    assert index is not None
    path, text = corrupt_action(capsys, tmp_path, index, revoke)
    code, _, err = run_cli(capsys, "replay", str(path))
    assert code == 1
    assert re.search(rf"action {index} \({text}\) is illegal: you must follow \w+: you hold the ", err), err


def test_an_action_out_of_turn_is_illegal(capsys, tmp_path):
    def wrong_seat_text(state, seat):
        return str(state.legal_actions(seat)[0])

    path, text = corrupt_action(capsys, tmp_path, 5, wrong_seat_text)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][5][0] = (data["actions"][5][0] + 1) % 4
    write_record(path, data)
    code, _, err = run_cli(capsys, "replay", str(path))
    assert code == 1
    assert f"action 5 ({text}) is illegal: it is not your turn" in err


def test_action_text_that_names_no_action_is_illegal(capsys, tmp_path):
    path, _ = corrupt_action(capsys, tmp_path, 0, lambda state, seat: "shuffle the deck")
    code, _, err = run_cli(capsys, "replay", str(path))
    assert code == 1
    assert "action 0 (shuffle the deck) is illegal: " in err


def test_an_assassins_trick_bid_from_another_suit_is_illegal(capsys, tmp_path):
    path = tmp_path / "game.json"
    play_recorded(capsys, path, "assassins_trick", 2, "--seed", "2")
    data = json.loads(path.read_text(encoding="utf-8"))
    seat, text = data["actions"][3]
    other_hand = GameRecord.load(path).new_state().observation(1 - seat).hand
    data["actions"][3] = [seat, f"bid {other_hand[0].code}"]
    write_record(path, data)
    code, _, err = run_cli(capsys, "replay", str(path))
    assert code == 1
    assert f"action 3 (bid {other_hand[0].code}) is illegal: you do not hold the {other_hand[0].name}" in err


# --- files that are not valid records: exit status 2 --------------------------------------------
GOOD = {"format": 1, "game": "copas", "players": 4, "options": {}, "seed": 1, "actions": []}
BAD_RECORDS = {
    "corrupt JSON": ('{"format": 1, "game": "copas", ', "is not JSON: Expecting property name"),
    "empty file": ("", "is empty: a game record is a JSON document"),
    "not an object": ("[1, 2, 3]", "a game record is a JSON object"),
    "format 2": ({**GOOD, "format": 2}, "unsupported record format 2"),
    "no format": ({k: v for k, v in GOOD.items() if k != "format"}, "unsupported record format None"),
    "unknown game": ({**GOOD, "game": "whist"}, "unknown game 'whist'"),
    "no game": ({k: v for k, v in GOOD.items() if k != "game"}, "no 'game' field"),
    "bad player count": ({**GOOD, "players": 7}, "Copas is for 3 to 5 players, not 7"),
    "unknown option": ({**GOOD, "options": {"jokers": 1}}, "unknown option 'jokers'"),
    "bad option value": ({**GOOD, "options": {"no_cups_on_first_trick": "maybe"}}, "cannot be 'maybe'"),
    "actions not a list": ({**GOOD, "actions": "play 7C"}, "'actions' must be a list"),
    "malformed action": ({**GOOD, "actions": [[0, "play 2P"], ["play 3P"]]}, "action 1 must be [seat, \"text\"]"),
    "bad deal": ({**GOOD, "deal": {"hands": [[["2P"]] * 4]}}, "the record's deal does not fit this game"),
}


@pytest.mark.parametrize("content,message", BAD_RECORDS.values(), ids=BAD_RECORDS.keys())
def test_a_file_that_is_not_a_valid_record_exits_2(capsys, tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    code, out, err = run_cli(capsys, "replay", str(path))
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1, err
    assert err.startswith(f"main.py replay: error: {path}: ")
    assert message in err


def test_a_missing_file_exits_2(capsys, tmp_path):
    code, _, err = run_cli(capsys, "replay", str(tmp_path / "nowhere.json"))
    assert code == 2
    assert err == f"main.py replay: error: {tmp_path / 'nowhere.json'}: does not exist (no game record there)\n"
