"""The turn driver: a match in play, without a display.

It decides whose turn it is, asks the bots (through a ``BotRunner``) and hands the screen over
between hot-seat players; it applies the human's and the bots' actions through the ``Match``,
queues their events for the table to show, keeps the game log (an event's line as the event
is handed out to be shown, so the log tells no move the table has yet to show), and hands a
save to its ``Autosaver`` (a writer thread) after every applied move. A bot that raises or
answers an illegal action is reported once ("Ada's bot failed: ...") and its seat plays a
random legal action instead, so the game goes on.

The table scene is its ``Host``: it shows the events ``next_event`` hands out, and says whether
anything still moves. Nothing here imports pygame, so the driver is tested headless.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Collection
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from game.autosave import Autosaver
from game.match import Match
from game.saves import holds, save_text, unsaved_report
from game.table.choice import Action, Choice, Refused, sentence
from game.table.seating import Seating
from game.undo import UndoRefused, taken_back_line
from rules.core.errors import IllegalAction
from rules.core.events import Event, GameOver, RoundScored, RoundStarted, TrickOutcome
from rules.core.results import RoundResult

if TYPE_CHECKING:  # the game's table module draws; the driver only asks it questions
    from game.table.module import GameTable, Review

LOG_LINES = 200
BOT_BUDGET_S = 1.0
GAME_OVER_WAIT_S = 5.0  # how long the game-over screen waits for the finished game's save to be cleared


class Host(Protocol):
    """What the driver asks of the table that shows it."""

    def animating(self) -> bool:
        """Whether events are still being shown (the driver waits for them to land)."""

    def refresh(self) -> None:
        """The shown observation changed: lay the pieces out again."""

    def hand_off(self, seat: int, ready: Callable[[], None]) -> None:
        """Hot-seat: cover the table until ``seat``'s player is ready, then call ``ready``."""

    def round_summary(self, result: RoundResult, notes: list[str], resume: Callable[[], None]) -> None: ...

    def game_over(self, notes: list[str]) -> None: ...

    def tell(self, text: str) -> None:
        """Say something to the player now (a tooltip)."""

    def play_sound(self, name: str) -> None: ...


class Runner(Protocol):
    """The part of ``game.bots.BotRunner`` the driver uses."""

    @property
    def busy(self) -> Collection[int]: ...  # read only here: a runner may keep any collection

    def request(
        self,
        seat: int,
        bot: Any,
        observation: Any,
        on_answer: Callable[[int, Action], None],
        on_failure: Callable[[int, Exception], None],
        budget_s: float = 1.0,
    ) -> Any: ...

    def cancel(self) -> None: ...


class TurnDriver:
    def __init__(
        self,
        match: Match,
        table: GameTable,
        host: Host,
        runner: Runner | None = None,
        save_path: Path | None = None,
        animate_opening: bool = True,
    ) -> None:
        self.match = match
        self.table = table
        self.host = host
        self.runner = runner
        self.save_path = save_path
        self.log: list[str] = []
        self.pending: deque[Event] = deque()
        self.summary_due: RoundScored | None = None  # a scored round whose summary waits for its closing events
        self.summarising: int | None = None  # the round whose end is shown until its summary closes
        self.revision = 0  # grows whenever what the panels show may have changed
        self.needs_refresh = False  # events were taken since the pieces were last laid out
        # The table as each applied move left it, for the seat shown then: (events taken up to
        # that move, seat, its observation). Once that move's events have played, the pieces rest
        # as it says, though later moves' events still wait to be shown (``_settle``).
        self.settled: deque[tuple[int, int, Any]] = deque()
        self.taken = 0  # events taken so far
        self.handed_out = 0  # events handed out by ``next_event`` so far
        self.shown_through = 0  # the events taken when the shown observation was
        # Each applied move's events: (taken before it, taken after it, the seat that moved). A
        # move that ends a phase brings the phase's outcome in the same events (bids turned up,
        # passes received), so its own plate would say "choosing" until all of it had played:
        # ``plates`` marks the move made as soon as its first event plays.
        self.moves: deque[tuple[int, int, int]] = deque()
        humans = match.human_seats()
        # One human: always their view. Hot-seat: nobody's until the first hand-off. No human
        # (bots only): watch from seat 0, whose hand is no secret from anyone at this screen.
        self.viewer: int | None = humans[0] if len(humans) == 1 else (0 if not humans else None)
        self.seating = Seating(match.players, self.viewer if self.viewer is not None else (humans or [0])[0])
        self.shown: Any = match.observation(self.seating.bottom)
        self.choice: Choice | None = None  # the viewer's turn, while it is theirs
        self._choice_for: tuple[Any, ...] | None = None
        self.blocked = False  # an overlay (round summary, hand-off) must close first
        self.closed = False
        self.game_over_shown = False
        self.failed: dict[int, str] = {}  # seat -> why its bot failed (reported once)
        self.last_review: Review | None = None  # a finished trick, or plays a game revealed
        self.rng = random.Random(f"fallback:{match.record.seed}")
        self.asked = 0  # grows when moves are taken back: bots' answers to an older question are dropped
        self.saver: Autosaver | None = None  # writes to save_path off this thread (made when first needed)
        self.on_save_change: Callable[[], None] | None = None  # called on the writer thread
        self.stats_path: Path | None = None  # where a finished game is counted (the table scene sets it)
        if animate_opening:
            self._take_events(match.state.opening_events())
        else:  # a continued game: its log so far, as the replayed record told it
            for event in match.past_events:
                if self._logs(event):
                    self._log(event.describe(match.name))
        self._update_choice()

    # --- state ----------------------------------------------------------------------------------
    def has_more(self) -> bool:
        """Events, or a round summary, wait to be shown (and nothing blocks them)."""
        return not self.blocked and (bool(self.pending) or self.summary_due is not None)

    def idle(self) -> bool:
        return not self.blocked and not self.pending and self.summary_due is None and not self.host.animating()

    def my_turn(self) -> bool:
        """The shown seat's human may act now (nothing left to show, no overlay up)."""
        return self.choice is not None and self.idle() and self.viewer in self.match.state.to_move()

    def wait_text(self) -> str:
        movers = [self.match.name(s) for s in self.match.state.to_move() if s != self.viewer]
        return f"It is {' and '.join(movers)}'s turn." if movers else "Wait a moment."

    def hint(self) -> str:
        """The line above the hand: the viewer's choice, else the seats that are to move now (a
        human viewer whose turn is still being laid out is not waited for)."""
        obs = self.shown
        if obs.is_over:
            return "The game is over."
        if self.viewer is None and self.match.human_seats():
            return ""
        movers = self.match.state.to_move()  # who is to move now, not when the pieces were laid out
        if self.choice is not None and self.viewer in movers:
            return self.choice.hint
        seats = self.match.seats
        names = [self.match.name(s) for s in movers if s != self.viewer or not seats[s].is_human]
        return f"Waiting for {' and '.join(names)}…" if names else ""

    def deal_pending(self) -> bool:
        """The next event to show deals a new round (its hand is not laid out before it is dealt)."""
        return bool(self.pending) and isinstance(self.pending[0], RoundStarted)

    def why_not(self, action: Action) -> str | None:
        """The rules' reason the viewer may not take ``action`` now (for greyed pieces)."""
        if self.viewer is None:
            return None
        return self.match.state.why_illegal(self.viewer, action)

    # --- the flow -------------------------------------------------------------------------------
    def next_event(self) -> Event | None:
        """The next event to animate, or None. Round summaries and the review are handled here: a
        summary opens once the events after the score that still close the round have played."""
        while not self.blocked:
            self._settle()
            due = self.summary_due
            if due is not None and not (self.pending and self.table.closes_round(self.pending[0])):
                if self.host.animating():  # the last trick is still being gathered
                    return None
                self.summary_due = None
                self.needs_refresh = False
                self.refresh()  # the plates, piles and scores behind it show the round's end
                self._round_summary(due)
                continue
            if not self.pending:
                return None
            event = self.pending.popleft()
            self.handed_out += 1
            if self._logs(event):  # as the table shows it, not before: the log tells no outcome early
                self._log(event.describe(self.match.name))  # the viewer, named You, is spoken to
            review = event if isinstance(event, TrickOutcome) else self.table.review(event)
            if review is not None:
                self.last_review = review
            if isinstance(event, RoundScored):
                self.summary_due = event
                self.summarising = event.round_no
                continue
            if isinstance(event, GameOver):
                continue
            self.needs_refresh = True
            self.revision += 1
            return event
        return None

    def update(self) -> None:
        """Once everything taken has been shown: lay the table out, ask bots, hand over."""
        if self.closed or not self.idle():
            return
        if self.needs_refresh:
            self.needs_refresh = False
            self.refresh()
        if self.match.is_over():
            self._game_over()
            return
        for seat in self.match.bots_to_move():
            self._ask_bot(seat)
        humans = self.match.humans_to_move()
        if not humans or self.viewer in humans or self.blocked:
            return
        if len(self.match.human_seats()) == 1:
            self.viewer = humans[0]
            self.refresh()
            return
        self._hand_off(humans[0])

    def refresh(self) -> None:
        """Lay the table out as it is now. The moves waiting to settle are dropped: the table now
        shows them already, and an older one would take them back off it."""
        self.settled.clear()
        self.moves.clear()  # every move taken is on the table now
        self.shown_through = self.taken
        bottom = self._bottom()
        self.seating = Seating(self.match.players, bottom)
        self._show(self._round_end_view(bottom) or self.match.observation(bottom))

    def _bottom(self) -> int:
        return self.viewer if self.viewer is not None else self.seating.bottom

    def _show(self, obs: Any) -> None:
        self.shown = obs
        self._update_choice()
        self.revision += 1
        self.host.refresh()

    def _settle(self) -> None:
        """Lay the table out as the last move whose events have all played left it, while later
        moves' events still wait (in a phase the seats play at once, the bots' moves come in
        while the human's is still moving): the pieces, hands and counts catch up move by move,
        not once every seat's move has played. (The plates go further: ``plates``.)"""
        latest = None
        while self.settled and self.settled[0][0] <= self.handed_out:
            latest = self.settled.popleft()
        if latest is None or not self.pending or self.summarising is not None:
            return
        through, seat, obs = latest
        if seat == self._bottom():
            self.shown_through = through
            self._show(obs)

    def plates(self) -> Any:
        """The shown observation as the plates and scores say it: the seats whose move has begun
        to play, though the table does not show all that came with it yet, have moved."""
        while self.moves and self.moves[0][1] <= self.shown_through:
            self.moves.popleft()
        moving = {seat for start, _, seat in self.moves if start < self.handed_out}
        return self.table.moves_made(self.shown, moving) if moving else self.shown

    def _update_choice(self) -> None:
        """A new Choice for each new decision of the viewer; a half-made one survives refreshes
        caused by other seats (their simultaneous bids) while the decision stays the same."""
        seat, obs = self.viewer, self.shown
        if seat is None or not self.match.seats[seat].is_human or seat not in obs.to_move or obs.seat != seat:
            self.choice, self._choice_for = None, None
            return
        made = sum(1 for s, _ in self.match.record.actions if s == seat)
        key = (seat, made, tuple(obs.legal_actions))
        if self.choice is None or key != self._choice_for:
            self.choice, self._choice_for = self.table.turn(obs, self.why_not), key

    def _hand_off(self, seat: int) -> None:
        """Hot-seat: hide the hand, and let the next player take the screen."""
        self.viewer = None
        self.seating = Seating(self.match.players, seat)
        self.refresh()
        self.blocked = True

        def ready() -> None:
            self.blocked = False
            self.viewer = seat
            # The table as it was handed over, now with this player's hand: the moves the bots
            # made behind the hand-off screen play next, seen as moves, not found already made.
            self._show(self.shown)

        self.host.hand_off(seat, ready)

    def _round_end_view(self, seat: int) -> Any | None:
        """While a round's summary is due or open: ``seat``'s view as that round ended (the rules
        keep it, since they deal the next round in the same step), so the plates, piles and
        counters behind the summary show the round's end."""
        if self.summarising is None:
            return None
        return self.match.state.round_end_view(seat, self.summarising)

    def _round_summary(self, event: RoundScored) -> None:
        rounds = [r for r in self.match.state.result().rounds if r.round_no == event.round_no]
        if not rounds:
            self.summarising = None
            return
        self.blocked = True

        def resume() -> None:
            self.blocked = False
            self.summarising = None
            self.needs_refresh = True  # back to the table as it is now

        self.host.round_summary(rounds[-1], self.table.round_notes(rounds[-1], self.match.name), resume)

    def _game_over(self) -> None:
        if self.game_over_shown:
            return
        self.game_over_shown = True
        if self.saver is not None:
            self.saver.flush(GAME_OVER_WAIT_S)  # the finished game's save is gone before the game-over screen shows
        notes = self.table.result_notes(self.match.state.result(), self.match.name)
        from game.stats import record_finished

        if self.stats_path is not None and (problem := record_finished(self.stats_path, self.match)):
            notes = [*notes, problem]  # statistics off, or a damaged file set aside: said at game over
        self.host.game_over(notes)

    # --- acting ---------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        """Take the viewer's action; ``Refused`` (nothing applied) saying why if it cannot be."""
        seat = self.viewer
        if seat is None or not self.my_turn():
            raise Refused(self.wait_text())
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as err:
            raise Refused(sentence(str(err))) from None
        self.choice = None
        self._take_events(events, seat)

    def take_back(self) -> None:
        """Undo: take back the viewer's last move and every move after it, then it is their turn
        again; ``Refused`` saying why if it may not be (``game.undo`` says when it may)."""
        seat = self.viewer if self.viewer is not None else next(iter(self.match.human_seats()), 0)
        try:
            plan = self.match.take_back(seat)
        except UndoRefused as err:
            raise Refused(str(err)) from None
        self.asked += 1  # what the bots are thinking about now is no longer asked
        self.pending.clear()
        self.settled.clear()
        self.moves.clear()
        self.handed_out = self.taken
        self.summary_due = self.summarising = None
        self.choice, self._choice_for = None, None
        self.last_review = None
        for event in plan.events:  # the review shows the last trick or play still standing
            review = event if isinstance(event, TrickOutcome) else self.table.review(event)
            if review is not None:
                self.last_review = review
        self._log(taken_back_line(plan, self.match.name))
        self.needs_refresh = False
        self.refresh()
        if self.match.record.actions:
            self.save()
        elif (saver := self._autosaver()) is not None:
            saver.clear()  # nothing is left to continue: Continue must not bring the move back

    def _ask_bot(self, seat: int) -> None:
        if self.runner is None or seat in self.runner.busy:
            return
        observation = self.match.observation(seat)
        asked = self.asked

        def answer(seat: int, action: Action) -> None:
            if asked == self.asked:
                self._bot_answer(seat, action)

        def failure(seat: int, error: Exception) -> None:
            if asked == self.asked:
                self._bot_failed(seat, error)

        self.runner.request(seat, self.match.bot(seat), observation, answer, failure, BOT_BUDGET_S)

    def _bot_answer(self, seat: int, action: Action) -> None:
        if self.closed or seat not in self.match.state.to_move():
            return
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as err:
            self._bot_failed(seat, IllegalAction(f"it chose {action}, which the rules refuse ({err})"))
            return
        self._take_events(events, seat)

    def _bot_failed(self, seat: int, error: Exception) -> None:
        """Report a broken bot once, then play a random legal action for its seat."""
        if self.closed or seat not in self.match.state.to_move():
            return
        if seat not in self.failed:
            reason = str(error) or type(error).__name__
            self.failed[seat] = reason
            line = f"{self.match.name(seat)}'s bot failed: {reason}"
            self._log(line)
            self.host.tell(f"{sentence(line)} {self.match.name(seat)} plays a random legal move instead.")
        self._take_events(self.match.apply(seat, self.match.random_action(seat, self.rng)), seat)

    def _take_events(self, events: list[Event], mover: int | None = None) -> None:
        """Queue ``events`` to be shown: those of ``mover``'s move, or the game's opening."""
        if mover is not None:
            self.moves.append((self.taken, self.taken + len(events), mover))
        self.pending.extend(events)
        self.taken += len(events)
        if events and not any(isinstance(e, (RoundStarted, RoundScored, GameOver)) for e in events):
            bottom = self._bottom()  # a round's end and a new deal are laid out as they always were
            self.settled.append((self.taken, bottom, self.match.observation(bottom)))
        self.needs_refresh = True
        self.save()  # after every applied move (a finished game is cleared instead, below)
        if any(isinstance(e, GameOver) for e in events):
            if (saver := self._autosaver()) is not None:
                saver.clear()
            self.host.play_sound("gameover")
        self.revision += 1

    def _logs(self, event: Event) -> bool:
        """Whether ``event`` goes into the log: a public one always; a private one (what a seat
        passed, received or was shown) only for the one human at this screen. In hot-seat the log
        is in view of everyone, so private events show only on their own seat's table."""
        seats = event.visible_to
        if seats is None:
            return True
        humans = self.match.human_seats()
        return len(humans) == 1 and humans[0] in seats

    def _log(self, line: str) -> None:
        self.log.append(line)
        del self.log[:-LOG_LINES]
        self.revision += 1

    # --- saving and closing ---------------------------------------------------------------------
    def save(self) -> None:
        """Hand the game as it is now to the writer thread (nothing waits for the disk)."""
        if self.match.is_over() or not self.match.record.actions:
            return
        saver = self._autosaver()
        if saver is not None:
            saver.submit(save_text(self.match))

    def _autosaver(self) -> Autosaver | None:
        if self.save_path is None:
            return None
        if self.saver is None or self.saver.path != self.save_path:
            self.saver = Autosaver(self.save_path, on_change=self._save_changed)
        return self.saver

    def _save_changed(self) -> None:
        if self.on_save_change is not None:
            self.on_save_change()

    def watch_saving(self) -> None:
        """Find out now (on the writer thread) whether saves can be written, so a folder that
        cannot be written is reported before the first move."""
        saver = self._autosaver()
        if saver is not None:
            saver.probe()

    def saving_off(self) -> str | None:
        """Why the game is not being saved (the last save failed), in a player's words; else None."""
        return self.saver.error if self.saver is not None else None

    def unsaved_report(self) -> str | None:
        """After ``close``: what the title should say if the last save failed, else None."""
        saver, path = self.saver, self.save_path
        if saver is None or saver.error is None or path is None or saver.failed_kind not in ("save", "clear"):
            return None
        if saver.failed_kind == "save" and holds(path, self.match):
            return None  # the save on disk is this very game: nothing was lost (no move was made)
        return unsaved_report(path, saver.error, saver.failed_kind)

    def close(self) -> None:
        """The table closes: stop the bots (their late answers change nothing), write the last
        save and stop the writer thread (``saving_off`` then says whether that save failed)."""
        if self.closed:
            return
        self.closed = True
        if self.runner is not None:
            self.runner.cancel()
        self.save()
        if self.saver is not None:
            self.saver.close()
