"""The turn driver without a display: whose turn, bots, hand-offs, saving, refusals, notes; and
the per-game table modules' own words."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.match import HUMAN, Match, SeatConfig
from game.table.choice import Refused, hand_key, sentence
from game.table.choices import CardChoice
from game.table.driver import TurnDriver
from game.table.module import table_for
from rules.core.events import RoundScored
from rules.core.record import replay
from rules.core.results import GameResult
from rules.vazerneiros.events import PotionGained, RoundClosed

ROOT = Path(__file__).resolve().parent.parent


class Host:
    """Records what the driver asks of its table; overlays close when the test says."""

    def __init__(self) -> None:
        self.refreshes = 0
        self.handoffs: list[tuple[int, Callable[[], None]]] = []
        self.summaries: list[list[str]] = []
        self.over: list[list[str]] = []
        self.told: list[str] = []

    def animating(self) -> bool:
        return False

    def refresh(self) -> None:
        self.refreshes += 1

    def hand_off(self, seat: int, ready: Callable[[], None]) -> None:
        self.handoffs.append((seat, ready))

    def round_summary(self, result: Any, notes: list[str], resume: Callable[[], None]) -> None:
        self.summaries.append(notes)
        resume()

    def game_over(self, notes: list[str]) -> None:
        self.over.append(notes)

    def tell(self, text: str) -> None:
        self.told.append(text)

    def play_sound(self, name: str) -> None:
        pass


class Runner:
    """Bots answer when the test delivers (as ``ctx.post`` would, on a later frame)."""

    def __init__(self) -> None:
        self.busy: set[int] = set()
        self.queue: list[Callable[[], None]] = []
        self.cancelled = False

    def request(self, seat, bot, observation, on_answer, on_failure, budget_s=1.0):
        self.busy.add(seat)

        def answer() -> None:
            self.busy.discard(seat)
            if self.cancelled:
                return
            try:
                action = bot.choose(observation)
            except Exception as err:
                on_failure(seat, err)
            else:
                on_answer(seat, action)

        self.queue.append(answer)

    def deliver(self) -> None:
        queue, self.queue = self.queue, []
        for answer in queue:
            answer()

    def cancel(self) -> None:
        self.cancelled = True


def run(driver: TurnDriver, runner: Runner, host: Host, frames: int = 5000) -> None:
    for _ in range(frames):
        while driver.next_event() is not None:
            pass
        driver.update()
        runner.deliver()
        if host.over or host.handoffs or driver.my_turn():
            return


def test_the_driver_imports_no_pygame() -> None:
    code = "import sys, game.table.driver, game.table.choice, game.table.choices, game.table.combined; print(any(m.startswith('pygame') for m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


@pytest.mark.parametrize(
    "game,players",
    [
        ("copas", 3),
        ("copas", 5),
        ("assassins_trick", 2),
        ("assassins_trick", 3),
        ("copper_trickster", 3),
        ("copper_trickster", 5),
        ("trickster_proposition", 2),
        ("tavern_tricks", 3),
        ("tavern_tricks", 6),
        ("vazerneiros", 3),
        ("vazerneiros", 5),
    ],
)
def test_bots_play_a_whole_game_without_a_display(game, players, tmp_path):
    names = [f"B{i}" for i in range(players)]
    match = Match.new(game, [SeatConfig(name) for name in names], seed=12)
    host, runner = Host(), Runner()
    save = tmp_path / "current.json"
    table = table_for(game, names)
    driver = TurnDriver(match, table, host, runner, save_path=save)
    run(driver, runner, host, frames=20_000)
    assert match.is_over() and len(host.over) == 1
    result = match.state.result()
    assert (result.game, result.players) == (game, players), "another game was played"
    assert type(match.state).__module__.startswith(f"rules.{game}.")
    assert type(table).__module__ == f"game.tables.{game}.table"
    assert len(match.record.actions) > players
    assert host.over[0] == table_for(game, names).result_notes(result, match.name)
    scored = sum(1 for e in replay(match.record)[1] if isinstance(e, RoundScored))
    assert len(host.summaries) == scored, f"{scored} rounds scored, {len(host.summaries)} summaries asked for"
    assert not save.exists()  # a finished game is not offered to continue
    again, _ = replay(match.record)
    assert again.result() == match.state.result()
    assert driver.log and len(driver.log) <= 200


def test_hot_seat_hands_over_and_the_next_player_gets_a_choice() -> None:
    seats = [SeatConfig("Ana", HUMAN), SeatConfig("Bo", HUMAN), SeatConfig("Cy")]
    match = Match.new("copas", seats, seed=5)
    host, runner = Host(), Runner()
    driver = TurnDriver(match, table_for("copas"), host, runner)
    assert driver.viewer is None and driver.choice is None
    run(driver, runner, host)
    seat, ready = host.handoffs[-1]
    assert driver.blocked and driver.viewer is None and driver.seating.bottom == seat
    assert driver.hint() == ""  # nobody's hand is shown
    ready()
    assert driver.viewer == seat and driver.my_turn()
    assert isinstance(driver.choice, CardChoice)
    assert driver.hint().startswith("Your turn")


def test_the_human_acts_through_the_choice_and_illegal_moves_are_refused(tmp_path) -> None:
    match = Match.new("copas", [SeatConfig("You", HUMAN), SeatConfig("A"), SeatConfig("B")], seed=4)
    host, runner = Host(), Runner()
    save = tmp_path / "current.json"
    driver = TurnDriver(match, table_for("copas"), host, runner, save_path=save)
    refused = 0
    for _ in range(40):
        run(driver, runner, host)
        if host.over:
            break
        choice = driver.choice
        assert choice is not None
        marks = choice.marks()
        for card in driver.shown.hand:
            if not marks[hand_key(card)].pickable:
                before = len(match.record.actions)
                with pytest.raises(Refused) as err:
                    choice.pick(hand_key(card))
                assert str(err.value) == sentence(driver.why_not(table_for("copas").card_action(card)))
                assert "must follow" in str(err.value)
                assert len(match.record.actions) == before
                refused += 1
                break
        legal = next(k for k, m in marks.items() if m.pickable)
        driver.act(choice.pick(legal))
        assert match.record.actions[-1][0] == 0
        with pytest.raises(Refused, match="turn|Wait"):
            driver.act(choice.pick(legal))  # the same move twice: not the viewer's turn any more
    assert refused > 0
    assert driver.saver is not None and driver.saver.flush()  # saves are written on their own thread
    assert save.exists()  # saved after the moves made so far


def test_a_half_made_choice_survives_the_other_seats_moves() -> None:
    """Bids are simultaneous: a bot's bid refreshes the table, the human's choice stays."""
    match = Match.new("assassins_trick", [SeatConfig("You", HUMAN), SeatConfig("A"), SeatConfig("B")], seed=1)
    host, runner = Host(), Runner()
    driver = TurnDriver(match, table_for("assassins_trick"), host, runner)
    run(driver, runner, host)
    choice = driver.choice
    assert choice is not None and driver.my_turn()
    for _ in range(5):
        runner.deliver()
        while driver.next_event() is not None:
            pass
        driver.update()
    assert any(match.state.observation(0).has_bid[1:]), "no bot bid meanwhile"
    assert driver.choice is choice
    driver.act(choice.pick(next(k for k, m in choice.marks().items() if m.pickable)))
    run(driver, runner, host)
    assert driver.choice is not choice


def test_the_table_shows_each_move_as_it_plays_while_later_moves_wait() -> None:
    """The Copper Trickster's discard-and-pass is laid by every seat at once: the bots' lays come
    in while the human's is still being shown. The human's plate says "cards laid" as their lay
    begins to play, and the table (its pieces and counts) as the lay has played, not only after
    every bot's lay has played too (seconds later); a bot's lay not yet begun is on no plate."""
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(name) for name in ("A", "B", "C")]
    match = Match.new("copper_trickster", seats, seed=11)
    host, runner = Host(), Runner()
    table = table_for("copper_trickster")
    driver = TurnDriver(match, table, host, runner)
    for _ in range(50):  # to the lay, with the bots asked for theirs and not yet answering
        while driver.next_event() is not None:
            pass
        driver.update()
        if driver.my_turn() and driver.shown.phase == "pass":
            break
        if driver.my_turn():  # the Supplier's choice of the great copper, if ours
            driver.act(driver.shown.legal_actions[0])
        runner.deliver()
    assert runner.busy == {1, 2, 3}
    assert table.seat_lines(driver.shown, 0)[1] == "choosing what to lay"
    held = driver.shown.hand_counts[0]
    driver.act(driver.shown.legal_actions[0])
    runner.deliver()  # the bots lay while the human's lay is still to be shown
    assert all(match.state.observation(0).passed)
    assert driver.next_event() is not None  # the human's lay begins to play
    assert table.seat_lines(driver.plates(), 0)[1] == "cards laid"
    assert driver.plates().passed == (True, False, False, False)
    assert not driver.shown.passed[0], "the pieces rest as before the lay while it moves"
    assert driver.next_event() is not None  # the first bot's lay: the human's has played
    assert driver.shown.passed == (True, False, False, False)
    assert driver.shown.hand_counts[0] == held - 2, "the discard and the pass are out of the hand"
    assert driver.plates().passed == (True, True, False, False)
    assert driver.pending, "the other seats' lays are still to be shown"
    while driver.next_event() is not None:
        pass
    driver.update()
    assert driver.shown == match.observation(0)  # at rest: the table as it is


@pytest.mark.parametrize("game, players", [("copper_trickster", 4), ("assassins_trick", 3), ("tavern_tricks", 4), ("vazerneiros", 4)])
def test_the_last_seat_to_make_a_sealed_move_has_made_it_as_soon_as_it_plays(game: str, players: int) -> None:
    """The move that ends a sealed phase (the last lay, pass or bid) brings the phase's outcome
    in the same events; its seat's plate says it has moved as that move begins to play, not
    once the outcome has played too (about three seconds later)."""
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(f"Bot {i}") for i in range(1, players)]
    match = Match.new(game, seats, seed=11)
    host, runner = Host(), Runner()
    table = table_for(game)
    driver = TurnDriver(match, table, host, runner)
    flag = table.move_flags[0]
    for _ in range(60):  # to a sealed phase, the bots' moves made, the human's still to make
        while driver.next_event() is not None:
            pass
        driver.update()
        runner.deliver()
        obs = match.state.observation(0)
        if obs.to_move == (0,) and all(getattr(obs, flag)[1:]) and driver.my_turn():
            break
        if driver.my_turn():
            driver.act(driver.shown.legal_actions[0])
    else:
        pytest.fail("no sealed phase where the human moved last")
    assert not getattr(driver.plates(), flag)[0] and 0 in driver.plates().to_move
    driver.act(driver.shown.legal_actions[0])
    assert len(driver.pending) > 1, "the last move brings the phase's outcome with it"
    assert driver.next_event() is not None  # the human's move begins to play
    plates = driver.plates()
    assert getattr(plates, flag)[0] and 0 not in plates.to_move
    assert not getattr(driver.shown, flag)[0], "the pieces still show the table before the move"
    while driver.next_event() is not None:
        pass
    driver.update()
    assert driver.plates() == driver.shown == match.observation(0)  # at rest: the table as it is


def test_moves_made_behind_the_hand_off_screen_play_after_it_and_no_plate_goes_back() -> None:
    """Hot-seat: the bots lay while the hand-off screen is up; the next player's table shows the
    table as it was handed over, then those lays play, each plate saying "cards laid" as its
    lay does, and none going back to "choosing what to lay"."""
    seats = [SeatConfig("Ana", HUMAN), SeatConfig("Bo", HUMAN), SeatConfig("C"), SeatConfig("D")]
    match = Match.new("copper_trickster", seats, seed=11)
    host, runner = Host(), Runner()
    table = table_for("copper_trickster")
    driver = TurnDriver(match, table, host, runner)
    for _ in range(200):  # to a hand-off in the discard-and-pass, the bots asked, not yet answering
        while driver.next_event() is not None:
            pass
        driver.update()
        if host.handoffs and match.state.observation(0).phase == "pass":
            break
        if driver.blocked and host.handoffs:
            host.handoffs.pop()[1]()  # the Supplier's hand-off, in the round's first phase
            continue
        if driver.my_turn():
            driver.act(driver.shown.legal_actions[0])
        runner.deliver()
    assert runner.busy == {2, 3}
    _, ready = host.handoffs.pop()
    runner.deliver()  # both bots lay behind the hand-off screen
    ready()
    assert driver.shown.passed[2:] == (False, False) and len(driver.pending) == 2, "the lays are still to play"
    seen = [driver.plates().passed[2:]]
    while driver.next_event() is not None:
        seen.append(driver.plates().passed[2:])
    driver.update()
    seen.append(driver.plates().passed[2:])
    assert all(a <= b for p, q in zip(seen, seen[1:]) for a, b in zip(p, q)), seen  # no lay undone
    assert seen[-1] == (True, True), seen
    assert (True, False) in seen, "the first bot's lay is seen before the second's"


def test_the_log_tells_each_event_as_the_table_shows_it_not_before() -> None:
    """A line joins the log as its event is shown: when the human's card ends a trick, the log
    says who takes it once the trick is shown taken, not while the card is still on its way."""
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(name) for name in ("A", "B", "C")]
    match = Match.new("copas", seats, seed=3)
    host, runner = Host(), Runner()
    driver = TurnDriver(match, table_for("copas"), host, runner)
    for _ in range(40):  # to a trick the human's card ends
        run(driver, runner, host)
        if len(driver.shown.trick) == 3:
            break
        driver.act(driver.shown.legal_actions[0])
    else:
        pytest.fail("the human never played last to a trick")
    action = driver.shown.legal_actions[0]
    before = len(driver.log)
    driver.act(action)
    assert len(driver.pending) >= 2 and len(driver.log) == before  # nothing shown, nothing told
    assert driver.next_event() is not None  # the card is shown played
    (line,) = driver.log[before:]
    assert line.startswith("You play") and action.card.name in line
    while driver.next_event() is not None:
        pass
    assert any("takes trick" in line or "take trick" in line for line in driver.log[before + 1 :]), driver.log[before:]


def test_closing_cancels_the_bots_and_saves(tmp_path) -> None:
    match = Match.new("copas", [SeatConfig("A"), SeatConfig("B"), SeatConfig("C")], seed=7)
    host, runner = Host(), Runner()
    save = tmp_path / "current.json"
    driver = TurnDriver(match, table_for("copas"), host, runner, save_path=save)
    for _ in range(30):
        while driver.next_event() is not None:
            pass
        driver.update()
        runner.deliver()
    while driver.next_event() is not None:
        pass
    driver.update()  # a bot is asked
    assert runner.queue
    before = list(match.record.actions)
    driver.close()
    assert runner.cancelled and save.exists()
    runner.deliver()
    driver._bot_answer(match.state.to_move()[0], match.state.legal_actions(match.state.to_move()[0])[0])
    assert match.record.actions == before


def result(extra: dict[str, Any], scores: tuple[int, ...] = (12, 31, 33)) -> GameResult:
    return GameResult("g", len(scores), scores, (0,), (), True, extra)


def test_copas_says_who_popped() -> None:
    names = ["Ada", "Bruno", "Carmen"].__getitem__
    notes = table_for("copas").result_notes(result({"losers": [2], "popped": [1, 2]}), names)
    assert notes == ["Carmen popped at 33.", "Bruno (31) popped too."]
    assert table_for("copas").result_notes(result({}), names) == []


def test_assassins_trick_says_how_a_tie_was_broken() -> None:
    names = ["Ada", "Bruno"].__getitem__
    table = table_for("assassins_trick")
    assert table.result_notes(result({"decided_by": "prize cards"}, (5, 5)), names) == [
        "Tied on influence: the most prize cards won it."
    ]
    assert table.result_notes(result({"decided_by": "shared"}, (5, 5)), names) == ["Tied on influence and on prize cards."]
    assert table.result_notes(result({"decided_by": "influence"}, (7, 5)), names) == []


def test_only_assassins_trick_draws_the_hooded_figure() -> None:
    from game.art.styles import deck_style

    style = table_for("assassins_trick").deck_style()
    assert style.specials.get("A") == "hooded_figure"  # the Assassin
    assert deck_style("standard").specials.get("A") != "hooded_figure"
    assert table_for("copas").deck_style() == "portuguese"


def test_events_that_close_a_round_play_before_its_summary_and_the_next_round_after() -> None:
    """Vazerneiros' catch-up potions come after the score but belong to the round: the driver
    hands them out to animate, then opens the summary (whose notes list them), then goes on."""
    match = Match.new("vazerneiros", [SeatConfig(f"B{i}") for i in range(3)], seed=3)
    events: list[Any] = []
    while not any(isinstance(e, RoundScored) for e in events):
        seat = match.state.to_move()[0]
        events = match.apply(seat, match.bot(seat).choose(match.observation(seat)))
    catch_up = [e for e in events if isinstance(e, PotionGained) and e.reason == "catch-up"]
    assert catch_up, "seed 3 gives someone a catch-up potion after round 1"
    host = Host()
    driver = TurnDriver(match, table_for("vazerneiros", ["A", "B", "C"]), host, Runner())
    driver.pending.extend(events)
    shown: list[tuple[str, int]] = []
    while (event := driver.next_event()) is not None:
        shown.append((type(event).__name__, len(host.summaries)))
        if isinstance(event, RoundClosed):
            driver.table.animate(event, None)  # what animating it records (it moves nothing)
    assert ("PotionGained", 0) in shown and ("RoundStarted", 1) in shown
    assert shown.index(("RoundStarted", 1)) > max(i for i, s in enumerate(shown) if s[0] == "PotionGained")
    assert len(host.summaries) == 1
    line = next(n for n in host.summaries[0] if n.startswith("Potions gained"))
    helped = {e.seat for e in catch_up if e.granted}
    for seat in range(3):
        assert (f"B{seat} +1 (catch-up)" in line) == (seat in helped), line
    assert driver.summary_due is None and not driver.pending
