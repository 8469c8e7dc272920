"""Undo ("Allow undo" on the New game screen, U at the table): the human's last move and every bot
move after it are taken back by replaying the record without them; only in a game of one human
against bots begun with undo; within the round; never past something hidden that was shown since.
The flag travels with the record (and so the save)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.match import BOT, HUMAN, UNDO_OFF, UNDO_SOLO_ONLY, Match, SeatConfig
from game.table.choice import Refused
from game.table.driver import TurnDriver
from game.table.module import table_for
from game.undo import NOTHING, OVER, ROUND_OVER, UndoRefused, taken_back_line
from rules.core.events import RoundScored
from rules.core.record import GameRecord, replay
from rules.core.registry import all_games
from tests.test_table_turns import Host, Runner


def solo(game: str, players: int, seed: int = 3, undo: bool = True) -> Match:
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(n, BOT) for n in ("Ada", "Bruno", "Carmen", "Dmitri", "Elif")[: players - 1]]
    return Match.new(game, seats, seed=seed, undo=undo)


def bots_until_human(match: Match, rng: random.Random) -> None:
    """Bots move (randomly, so it is quick) until the human is to move or the game is over."""
    while not match.is_over() and 0 not in match.state.to_move():
        seat = match.state.to_move()[0]
        match.apply(seat, match.random_action(seat, rng))


def human_move(match: Match, rng: random.Random) -> Any:
    action = rng.choice(match.legal_for(0))
    match.apply(0, action)
    return action


def assert_consistent(match: Match) -> None:
    again, _ = replay(match.record)
    for seat in range(match.players):
        assert again.observation(seat) == match.observation(seat)


# --- the flag -------------------------------------------------------------------------------------
def test_the_flag_is_on_the_record_and_survives_its_text_form() -> None:
    match = solo("copas", 4)
    assert match.undo and match.record.to_json()["undo"] is True
    again = Match.from_record(GameRecord.loads(match.record.dumps()))
    assert again.undo
    plain = solo("copas", 4, undo=False)
    assert not plain.undo and "undo" not in plain.record.to_json()
    assert not Match.from_record(GameRecord.loads(plain.record.dumps())).undo


def test_hot_seat_and_bots_only_games_have_no_undo() -> None:
    hot = Match.new("copas", [SeatConfig("Ana", HUMAN), SeatConfig("Bo", HUMAN), SeatConfig("Cy")], seed=1, undo=True)
    bots = Match.new("copas", [SeatConfig("A"), SeatConfig("B"), SeatConfig("C")], seed=1, undo=True)
    assert not hot.undo and not bots.undo
    rng = random.Random(0)
    seat = hot.state.to_move()[0]
    hot.apply(seat, hot.random_action(seat, rng))
    with pytest.raises(UndoRefused, match=UNDO_SOLO_ONLY):
        hot.take_back(seat)


def test_refusals_say_why() -> None:
    off = solo("copas", 4, undo=False)
    rng = random.Random(1)
    bots_until_human(off, rng)
    human_move(off, rng)
    with pytest.raises(UndoRefused) as err:
        off.take_back(0)
    assert str(err.value) == UNDO_OFF == "Undo is off for this game: choose it on the New game screen."
    fresh = solo("copas", 4)
    with pytest.raises(UndoRefused) as err:
        fresh.take_back(0)
    assert str(err.value) == NOTHING == "Nothing to take back."


# --- taking back ----------------------------------------------------------------------------------
def test_a_card_and_the_bots_replies_are_taken_back_and_it_is_your_turn_again() -> None:
    match = solo("copas", 4, seed=5)
    rng = random.Random(5)
    bots_until_human(match, rng)
    before = list(match.record.actions)
    hand = match.observation(0).hand
    played = human_move(match, rng)
    bots_until_human(match, rng)
    bots_after = len(match.record.actions) - len(before) - 1
    assert bots_after > 0
    plan = match.take_back(0)
    assert match.record.actions == before
    assert match.observation(0).hand == hand and 0 in match.state.to_move()
    assert plan.action == played and len(plan.removed) == bots_after + 1
    assert_consistent(match)
    line = taken_back_line(plan, match.name)
    assert line.startswith(f"You took back the {played.card.name} (and ")
    assert "Ada's" in line and line.endswith("after it).")


def test_only_within_the_round_and_not_once_the_game_is_over() -> None:
    match = solo("copas", 3, seed=8)
    rng = random.Random(8)
    bots_until_human(match, rng)
    while True:
        human_move(match, rng)
        bots_until_human(match, rng)
        if _scored_since_last_human(match):
            break
        match.take_back(0)  # within the round: allowed, and the same move is made again
        assert_consistent(match)
        human_move(match, rng)
        bots_until_human(match, rng)
        if _scored_since_last_human(match):
            break
    actions = list(match.record.actions)
    with pytest.raises(UndoRefused) as err:
        match.take_back(0)
    assert str(err.value) == ROUND_OVER == "Nothing to take back in this round: a scored round stands."
    assert match.record.actions == actions
    while not match.is_over():
        human_move(match, rng)
        bots_until_human(match, rng)
    with pytest.raises(UndoRefused) as err:
        match.take_back(0)
    assert str(err.value) == OVER


def _scored_since_last_human(match: Match) -> bool:
    """Whether the human's last move, or a bot's after it, scored a round."""
    actions = match.record.actions
    cut = max(i for i, (s, _) in enumerate(actions) if s == 0)
    state, _ = replay(GameRecord(match.record.game, match.players, match.record.options, match.record.seed, actions[:cut]))
    for seat, text in actions[cut:]:
        if any(isinstance(e, RoundScored) for e in state.apply(seat, state.parse_action(text))):
            return True
    return False


# --- secrets --------------------------------------------------------------------------------------
def undo_outcomes(
    game: str, players: int, seeds: range, want: set[str], *, bots_first: bool = False, reply: bool = True
) -> dict[str, str]:
    """Random games of one human against bots, trying undo after each human move: the first line
    given for each kind of outcome ("allowed", "secret", "turned up" or the refusal itself).
    ``bots_first``: at a simultaneous choice the bots choose before the human; ``reply``: undo is
    tried after the bots' replies too. Stops once every outcome in ``want`` was seen."""
    found: dict[str, str] = {}
    for seed in seeds:
        match, rng = solo(game, players, seed=seed), random.Random(seed)
        while not match.is_over() and not want <= found.keys():
            while bots_first and (bots := [s for s in match.state.to_move() if s != 0]):
                match.apply(bots[0], match.random_action(bots[0], rng))
            bots_until_human(match, rng)
            if match.is_over():
                break
            human_move(match, rng)
            if reply:
                bots_until_human(match, rng)
            try:
                match.take_back(0)
            except UndoRefused as err:
                line = str(err)
                found.setdefault("secret" if "in secret" in line else "turned up" if "turned up" in line else line, line)
            else:
                assert_consistent(match)
                found.setdefault("allowed", "")
                human_move(match, rng)  # and on with the game
        if want <= found.keys():
            break
    return found


def test_cards_passed_to_you_are_a_secret_that_stands() -> None:
    found = undo_outcomes("copper_trickster", 4, range(3), {"secret", "allowed"})
    line = found["secret"]
    assert line.startswith("Your last move stands: since then you were shown something in secret (")
    assert "receive" in line and line.endswith("and taking it back would not hide it again.")
    assert "allowed" in found  # a card played in a trick is taken back


def test_bids_turned_up_stand_but_a_bid_not_yet_turned_up_is_taken_back() -> None:
    found = undo_outcomes("assassins_trick", 3, range(3), {"allowed"}, reply=False)
    assert "allowed" in found  # your face-down bid before every bid is in: only its own echo was shown
    line = undo_outcomes("assassins_trick", 3, range(3), {"turned up"}, bots_first=True)["turned up"]
    assert line.startswith("Your last move stands: since then the ") and "turned up" in line


def test_a_bribe_that_showed_you_a_slot_stands() -> None:
    seen = None
    for seed in range(12):
        match, rng = solo("trickster_proposition", 2, seed=seed), random.Random(seed)
        while not match.is_over() and seen is None:
            bots_until_human(match, rng)
            if match.is_over():
                break
            bribes = [a for a in match.legal_for(0) if str(a).startswith("bribe")]
            if not bribes:
                human_move(match, rng)
                continue
            match.apply(0, bribes[0])
            with pytest.raises(UndoRefused) as err:
                match.take_back(0)
            seen = str(err.value)
        if seen:
            break
    assert seen is not None and "in secret" in seen, seen


@pytest.mark.parametrize("game", sorted(all_games()))
def test_every_take_back_leaves_the_record_and_state_in_step(game: str) -> None:
    info = all_games()[game]
    for seed in range(2):
        match, rng = solo(game, info.player_counts[0], seed=seed), random.Random(seed)
        for _ in range(40):
            bots_until_human(match, rng)
            if match.is_over():
                break
            actions = list(match.record.actions)
            human_move(match, rng)
            try:
                plan = match.take_back(0)
            except UndoRefused:
                assert match.record.actions == [*actions, match.record.actions[-1]]
                continue
            assert match.record.actions == actions and plan.cut == len(actions)
            assert 0 in match.state.to_move()
            assert_consistent(match)
            human_move(match, rng)


# --- the table's driver ---------------------------------------------------------------------------
def test_the_driver_logs_it_drops_late_bot_answers_and_says_why_not() -> None:
    match = solo("copas", 4, seed=11)
    host, runner = Host(), Runner()
    driver = TurnDriver(match, table_for("copas", [match.name(s) for s in range(4)]), host, runner)
    for _ in range(200):
        while driver.next_event() is not None:
            pass
        driver.update()
        if driver.my_turn():
            break
        runner.deliver()
    assert driver.my_turn()
    kept = list(match.record.actions)
    action = driver.match.legal_for(0)[0]
    driver.act(action)
    while driver.next_event() is not None:
        pass
    driver.update()  # the next bot is asked; its answer is still to come
    assert runner.queue
    driver.take_back()
    assert match.record.actions == kept
    assert driver.log[-1] == f"You took back the {action.card.name}."
    runner.deliver()  # the answer to the question asked before the undo is dropped
    assert match.record.actions == kept
    while driver.next_event() is not None:
        pass
    driver.update()
    assert driver.my_turn()
    off = solo("copas", 4, seed=11, undo=False)
    driver = TurnDriver(off, table_for("copas", [off.name(s) for s in range(4)]), Host(), Runner())
    with pytest.raises(Refused, match="Undo is off for this game"):
        driver.take_back()


# --- quick start and the window -------------------------------------------------------------------
def test_quick_start_undo_flag() -> None:
    from game.app import parse_window_args
    from game.quick_start import QuickStartError

    assert parse_window_args(["--game", "copas", "--players", "4", "--undo", "--seed", "3"]).match.undo
    assert not parse_window_args(["--game", "copas", "--players", "4"]).match.undo
    with pytest.raises(QuickStartError, match="--undo is for one human against bots"):
        parse_window_args(["--game", "copas", "--players", "4", "--humans", "0,1", "--undo"])
    with pytest.raises(QuickStartError, match="--undo needs --game"):
        parse_window_args(["--undo"])


def test_u_and_the_undo_button_at_the_table(app_paths: Any) -> None:
    import pygame

    from game.app import App
    from tests.synthetic import click, key
    from tests.table_driver import settle

    app = App(headless=True, size=(1280, 720), paths=app_paths)
    app.settings.animation_speed = "off"
    try:
        app.go_to_title()
        match = solo("copas", 4, seed=21)
        table = app.scenes.table(match)
        app.push(table)
        settle(app)
        assert table.driver.my_turn()
        undo = next(b for b in table.buttons if b.text == "Undo (U)")
        app.step(click(undo.rect.center))
        assert table.tooltip is not None and table.tooltip[0] == NOTHING
        kept = list(match.record.actions)
        action = match.legal_for(0)[0]
        table.driver.act(action)
        settle(app)
        assert len(match.record.actions) > len(kept) + 1  # the bots replied
        app.step([key(pygame.K_u)])
        assert match.record.actions == kept and table.driver.my_turn()
        assert table.driver.log[-1].startswith(f"You took back the {action.card.name} (and ")
        hand = [s.card for k, s in table.view.sprites.items() if k.startswith("hand:")]
        assert action.card in hand  # the card is back in the hand, drawn where it rests
        settle(app)
        assert table.driver.my_turn() and match.record.actions == kept
    finally:
        app.close()

    plain = App(headless=True, size=(1280, 720), paths=app_paths)
    try:
        plain.go_to_title()
        table = plain.scenes.table(solo("copas", 4, seed=21, undo=False))
        plain.push(table)
        plain.step()
        assert all("Undo" not in b.text for b in table.buttons)
        plain.step([key(pygame.K_u)])
        assert table.tooltip is not None and table.tooltip[0] == UNDO_OFF
    finally:
        plain.close()


def test_taking_back_the_first_move_leaves_no_save_to_continue(tmp_path: Any) -> None:
    from game.saves import read_save

    match = next(m for seed in range(50) if 0 in (m := solo("copas", 4, seed=seed)).state.to_move())  # you lead
    path = tmp_path / "current.json"
    driver = TurnDriver(match, table_for("copas", [match.name(s) for s in range(4)]), Host(), Runner(), save_path=path)
    while driver.next_event() is not None:
        pass
    driver.update()
    driver.act(match.legal_for(0)[0])
    assert driver.saver is not None
    driver.saver.flush()
    assert len(read_save(path).record.actions) == 1
    driver.take_back()
    driver.saver.flush()
    assert not path.exists() and match.record.actions == []
    driver.close()
