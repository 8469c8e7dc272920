"""The rules of Tavern Tricks (3-6 players) as a ``GameState``.

A hand: deal 8 each, flip the Left/Right coin, everyone passes 3 cards that way at once, the
leader (the dealer's left) rolls the dominance dice, stakes of 1-3 coins in turn from the leader,
7 tricks with no follow-suit rule, then the tie-break tricks if several tie for the most tricks.
Seats are numbered clockwise; "left" is the next seat.
"""

from __future__ import annotations

import random
from itertools import combinations
from operator import attrgetter
from typing import Any

from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import Event, GameOver, LazyTrickWon, RoundStarted, card_played
from rules.core.results import GameResult, ScoreItem
from rules.core.rounds import OVER, Phase, PhasedGame
from rules.core.state import FLAT, NESTED, VALUE
from rules.core.words import counted
from rules.tavern_tricks.actions import (
    PLAY_TYPES,
    Action,
    BowAction,
    DoppelAction,
    PassAction,
    ShieldAction,
    StakeAction,
    bow_action,
    doppel_action,
    parse_action,
    play_choice,
    shield_action,
    stake_action,
    thief_action,
)
from rules.tavern_tricks.deck import (
    HAND_SIZE,
    PASS_COUNT,
    RACE_NAMES,
    RACES,
    START_COINS,
    TRICKS_PER_HAND,
    WEAPON_FACES,
    WEAPONS,
    is_battle,
    play_actions,
    specialties,
    specialty_of,
    tavern_deck,
)
from rules.tavern_tricks.events import (
    LOST,
    HandScored,
    REDEAL,
    STAY,
    CardsPassed,
    CoinFlipped,
    CoinsStolen,
    DiceRolled,
    PassLaid,
    SpecialtyUsed,
    Staked,
    StakesTaken,
    TieBreak,
    TrickTied,
)
from rules.tavern_tricks.observation import (
    OVER_PHASE,
    PASS_PHASE,
    STAKE_PHASE,
    TRICK_PHASE,
    CompletedTrick,
    TavernTricksObservation,
)
from rules.tavern_tricks.primacy import decide, standings
from rules.tavern_tricks.results import HandResult
from rules.tavern_tricks.sampling import sample_state
from rules.tavern_tricks.setup import FixedHand, read_deal


_deck_order = attrgetter("index")  # sorting a hand in deck order without a call per comparison
# The specialty cards played like a battle card, with no choice to make.
PLAIN_SPECIALTIES = frozenset(("fates", "order_crown", "chaos_crown", "order_dragon", "chaos_dragon"))


def hands_total(players: int) -> int:
    """Hands in a game: with 3 players each deals twice, with 4-6 once."""
    return 2 * players if players == 3 else players


class TavernTricksState(PhasedGame):
    """One game. The banks are the running totals: ``coins`` is ``totals`` by its own name."""

    game_id = "tavern_tricks"
    title = "Tavern Tricks"
    player_counts = (3, 4, 5, 6)
    start_total = START_COINS
    over_phase = OVER_PHASE
    clone_shapes = {
        **PhasedGame.clone_shapes,
        "pass_to": VALUE,
        "dice": VALUE,
        "coins_before": VALUE,
        "_fixed_rounds": VALUE,
        "hands": NESTED,
        "_rolls": FLAT,
        "_redeals": FLAT,
        "passes": FLAT,
        "passed": FLAT,
        "received": FLAT,
        "stakes": FLAT,
        "stolen": FLAT,
        "thefts": FLAT,
        "trick": FLAT,
        "tied_pile": FLAT,
        "tricks_won": FLAT,
        "history": FLAT,
    }

    def setup(self) -> None:
        players = self.players
        fixed = read_deal(self.deal, players)
        self._fixed_rounds = fixed.rounds
        drawn_first = self.round_rng(0).randrange(players)
        self.first_dealer = drawn_first if fixed.first_dealer is None else fixed.first_dealer
        self.hands_total = hands_total(players)

    @property
    def coins(self) -> list[int]:
        return self.totals

    @coins.setter
    def coins(self, value: list[int]) -> None:
        self.totals = value

    # --- a hand's setup -------------------------------------------------------------------------
    def deal_round(self) -> list[Event]:
        n = self.players
        fixed = self.fixed_this_round(self._fixed_rounds, FixedHand())
        rng = self.round_rng(self.round_no)
        self._draws = 0  # chance drawn later this hand (dice, re-deals): see ``_chance``
        drawn = rng.sample(tavern_deck(), HAND_SIZE * n)
        direction = "left" if rng.random() < 0.5 else "right"
        if fixed.hands is not None:
            self.hands: list[list[Card]] = [list(h) for h in fixed.hands]
        else:
            self.hands = [sorted(drawn[s * HAND_SIZE:(s + 1) * HAND_SIZE], key=_deck_order) for s in range(n)]
        self.direction = fixed.direction or direction
        self._rolls: list[tuple[str, str]] = list(fixed.rolls)
        self._redeals: list[tuple[Card, ...]] = list(fixed.redeals)
        self.dealer = (self.first_dealer + self.round_no - 1) % n
        self.leader = (self.dealer + 1) % n
        step = 1 if self.direction == "left" else n - 1
        self.pass_to = tuple((s + step) % n for s in range(n))
        self.phase = PASS_PHASE
        self.passes: list[tuple[Card, ...]] = [()] * n
        self.passed: list[bool] = [False] * n
        self.received: list[tuple[Card, ...]] = [()] * n
        self.dice: tuple[str, str] | None = None
        self.stakes: list[int | None] = [None] * n
        self.stakes_pile = 0
        self.coins_before = tuple(self.coins)
        self.stolen: list[int] = [0] * n  # per seat, coins won (+) or lost (-) to Thieves this hand
        self.thefts: list[int] = [0] * n  # per seat, Thieves it played or was robbed by this hand
        self.trick: list[tuple[int, Card, Any]] = []
        self.tied_pile: list[Card] = []
        self.tied_tricks = 0
        self.tricks_won: list[int] = [0] * n
        self.tie_break = 0
        self.tricks_played = 0
        self.trick_no = 0
        self.history: list[CompletedTrick] = []
        self.turn = -1
        self._to_move = tuple(range(n))
        return [RoundStarted(self.round_no, self.dealer, self.leader, HAND_SIZE, f"Hand {self.round_no}"), CoinFlipped(self.direction)]

    def _chance(self) -> random.Random:
        """A fresh generator for the next chance outcome of this hand, from the seed alone (a
        counter rather than a stored generator keeps states comparable and clones cheap)."""
        self._draws += 1
        return random.Random(f"{self.game_id}:{self.seed}:{self.round_no}:{self._draws}")

    def _roll(self) -> tuple[str, str]:
        rng = self._chance()
        race, weapon = RACES[rng.randrange(6)], WEAPON_FACES[rng.randrange(6)]
        if self._rolls:
            return self._rolls.pop(0)
        return race, weapon

    # --- what each phase allows -----------------------------------------------------------------
    def _legal_pass(self, seat: int) -> list[Action]:
        if not 0 <= seat < self.players or self.passed[seat]:
            return []
        # Built afresh: a hand's 56 passes rarely meet again, and a bounded cache that misses
        # costs twice what building them does (passes compare by equality).
        return [PassAction(cards) for cards in combinations(self.hands[seat], PASS_COUNT)]

    def _legal_stake(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        return [stake_action(k) for k in range(1, min(3, self.coins[seat]) + 1)]

    def _legal_play(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        return self._plays(seat)

    def _plays(self, seat: int) -> list[Action]:
        plays = play_actions().actions
        kinds = specialties()
        out: list[Action] = []
        for card in self.hands[seat]:
            kind = kinds[card.index]
            if kind is None or kind in PLAIN_SPECIALTIES:
                out.append(plays[card.index])
            elif kind == "bow":
                out.extend(bow_action(card, t) for t in range(self.players) if t != seat)
            elif kind == "shield":
                out.extend(shield_action(card, w) for w in WEAPONS)
            elif kind == "doppleganger":
                battle = [c for _, c, _ in self.trick if is_battle(c)]
                if battle:
                    out.extend(doppel_action(card, r, w) for r in battle for w in battle)
                else:
                    out.append(plays[card.index])
            else:  # thief
                victims = self.thief_victims(seat)
                if len(victims) > 1:
                    out.extend(thief_action(card, v) for v in victims)
                else:
                    out.append(plays[card.index])
        return out

    def thief_victims(self, seat: int) -> list[int]:
        """The seats a Thief played by ``seat`` may rob now: the others with the most coins;
        none if ``seat`` has the most coins or ties for it."""
        coins = self.coins
        most = max(coins)
        if coins[seat] >= most:
            return []
        return [s for s in range(self.players) if coins[s] == most]

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    # --- actions --------------------------------------------------------------------------------
    def _pass(self, seat: int, action: Action) -> list[Event]:
        self.check_seat(seat)
        if self.passed[seat]:
            raise IllegalAction("your 3 cards are already set aside; wait for the others")
        if type(action) is not PassAction:
            raise IllegalAction("first pass 3 cards, like 'pass 3 17 BOW1'")
        hand = self.hands[seat]
        for card in action.cards:
            if card not in hand:
                raise IllegalAction(f"you do not hold the {card.name}")
        for card in action.cards:
            hand.remove(card)
        self.passes[seat] = action.cards
        self.passed[seat] = True
        self._to_move = tuple(s for s in self._to_move if s != seat)
        events: list[Event] = [PassLaid(seat)]
        if not self._to_move:
            events.extend(self._hand_over())
        return events

    def _hand_over(self) -> list[Event]:
        """Everyone has passed: the cards join their receivers; the leader rolls; stakes begin."""
        events: list[Event] = []
        for seat, cards in enumerate(self.passes):
            target = self.pass_to[seat]
            self.received[target] = cards
            self.hands[target] = sorted(self.hands[target] + list(cards), key=_deck_order)
            events.append(CardsPassed(seat, target, cards))
        self.dice = self._roll()
        events.append(DiceRolled(self.dice[0], self.dice[1], False))
        self.phase = STAKE_PHASE
        self.turn = self.leader
        return self._next_stake(events, self.leader)

    def _next_stake(self, events: list[Event], seat: int) -> list[Event]:
        """Ask ``seat`` for its stake; a seat with no coins stakes 0 at once."""
        n = self.players
        for _ in range(n):
            if self.stakes[seat] is not None:
                break
            if self.coins[seat] > 0:
                self.give_turn(seat)
                return events
            self.stakes[seat] = 0
            events.append(Staked(seat, 0))
            seat = (seat + 1) % n
        self.phase = TRICK_PHASE
        self.trick_no = 1
        self.give_turn(self.leader)
        return events

    def _stake(self, seat: int, action: Action) -> list[Event]:
        self.check_seat(seat)
        if seat != self.turn:
            raise IllegalAction("it is not your turn to stake")
        if type(action) is not StakeAction:
            raise IllegalAction("stake 1 to 3 coins first, like 'stake 2'")
        most = min(3, self.coins[seat])
        if not 1 <= action.coins <= most:
            raise IllegalAction(f"stake from 1 to {counted(most, 'coin')}")
        self.coins[seat] -= action.coins
        self.stakes[seat] = action.coins
        self.stakes_pile += action.coins
        return self._next_stake([Staked(seat, action.coins)], (seat + 1) % self.players)

    def _play(self, seat: int, action: Action) -> list[Event]:
        kinds = specialties()
        if (  # fast path: a battle card from the hand of the seat to play
            type(action) is CardAction
            and seat == self.turn
            and kinds[action.card.index] is None
            and action.card in self.hands[seat]
            and action.verb == "play"
        ):
            kind = None
        else:
            reason = self._why_not_play(seat, action)
            if reason is not None:
                raise IllegalAction(reason)
            kind = kinds[action.card.index]  # type: ignore[union-attr]
        card: Card = action.card  # type: ignore[union-attr]
        self.hands[seat].remove(card)
        events: list[Event] = [card_played(seat, card, self.trick_no)]
        choice = None
        if kind is not None:
            choice = play_choice(action)
            events.extend(self._specialty(seat, card, kind, choice))
            if kind == "thief":
                choice = events[-1].victim if type(events[-1]) is CoinsStolen else None
        trick = self.trick
        trick.append((seat, card, choice))
        if len(trick) < self.players:
            self.turn = turn = (seat + 1) % self.players  # give_turn, inline: the hottest path
            self._to_move = self._seat_tuples[turn]
            return events
        return self._finish_trick(events)

    def _why_not_play(self, seat: int, action: Action) -> str | None:
        self.check_seat(seat)
        if seat != self.turn:
            return "it is not your turn"
        if not isinstance(action, PLAY_TYPES):
            return f"{action} is not a move now: play a card to the trick, like 'play 14'"
        card = action.card
        if card not in self.hands[seat]:
            return f"you do not hold the {card.name}"
        kind = specialty_of(card)
        t = type(action)
        if t is CardAction:
            if action.verb != "play":  # type: ignore[union-attr]
                return "play a card, like 'play 14'"
            if kind == "bow":
                return "name the player your Bow aims at, like 'play BOW1 at 2'"
            if kind == "shield":
                return "name the weapon your Shield blocks, like 'play SHIELD1 axe'"
            if kind == "doppleganger" and any(is_battle(c) for _, c, _ in self.trick):
                return "say which cards your Doppleganger copies, like 'play DOPPEL1 race 14 weapon 23'"
            if kind == "thief" and len(self.thief_victims(seat)) > 1:
                return "several players tie for the most coins: say whom to rob, like 'play THIEF1 from 2'"
            return None
        if t is BowAction:
            if kind != "bow":
                return f"the {card.name} is not a Bow"
            if action.target == seat or not 0 <= action.target < self.players:  # type: ignore[union-attr]
                return "a Bow names another player at the table"
            return None
        if t is ShieldAction:
            return None if kind == "shield" else f"the {card.name} is not a Shield"
        if t is DoppelAction:
            if kind != "doppleganger":
                return f"the {card.name} is not a Doppleganger"
            in_trick = [c for _, c, _ in self.trick if is_battle(c)]
            for source in (action.race_from, action.weapon_from):  # type: ignore[union-attr]
                if source not in in_trick:
                    return f"a Doppleganger copies battle cards already in the trick; the {source.name} is not"
            return None
        if kind != "thief":
            return f"the {card.name} is not a Thief"
        victims = self.thief_victims(seat)
        if len(victims) < 2:
            return "the Thief chooses a bank only when several others tie for the most coins: 'play THIEF1'"
        if action.victim not in victims:  # type: ignore[union-attr]
            return "rob one of the players tied for the most coins"
        return None

    def _specialty(self, seat: int, card: Card, kind: str, choice: Any) -> list[Event]:
        """A specialty card's announcement, and the effects that happen when it is played."""
        if kind == "fates":
            self.dice = self._roll()
            race, weapon = self.dice
            return [
                SpecialtyUsed(seat, card, "the dominance dice are rerolled."),
                DiceRolled(race, weapon, True),
            ]
        if kind == "thief":
            victims = self.thief_victims(seat)
            if not victims:
                return [SpecialtyUsed(seat, card, "no effect: nobody holds more coins.")]
            victim = choice if choice is not None else victims[0]
            taken = min(2, self.coins[victim])
            self.coins[victim] -= taken
            self.coins[seat] += taken
            self.stolen[victim] -= taken
            self.stolen[seat] += taken
            self.thefts[victim] += 1
            self.thefts[seat] += 1
            return [SpecialtyUsed(seat, card, "steals from the richest bank."), CoinsStolen(seat, victim, taken)]
        if kind == "bow":
            return [SpecialtyUsed(seat, card, "aims at {target}: that card cannot win this trick.", choice)]
        elif kind == "shield":
            text = f"blocks {choice}s: they count as having no weapon in this trick."
        elif kind == "doppleganger":
            if choice is None:
                text = "nothing to copy: a 0 with no race or weapon."
            else:
                text = f"copies the {RACE_NAMES[choice[0].suit]} race of the {choice[0].code} and the weapon of the {choice[1].code}."
        elif kind in ("order_crown", "chaos_crown"):
            text = "Order" if kind == "order_crown" else "Chaos"
            text = f"every {text} card counts as the dominant race this trick."
        else:
            text = "beats every card if it qualifies."
        return [SpecialtyUsed(seat, card, text)]

    def _finish_trick(self, events: list[Event]) -> list[Event]:
        plays = tuple(self.trick)
        dice = self.dice
        assert dice is not None
        winner, words = decide(plays, dice)  # the words only when read (most tricks: never)
        self.history.append(CompletedTrick(self.leader, plays, winner, dice))
        if self.tie_break == 0:
            self.tricks_played += 1
        pairs = tuple((s, c) for s, c, _ in plays)

        def tied(goes: str) -> None:
            if winner is None:
                events.append(TrickTied(self.trick_no - 1, pairs, *words(), goes))

        if winner is None:
            self.tied_pile.extend(c for _, c, _ in plays)
            self.tied_tricks += 1
        else:
            self.tricks_won[winner] += 1 + self.tied_tricks
            self.tied_pile = []
            self.tied_tricks = 0
            self.leader = winner
            events.append(LazyTrickWon(winner, pairs, self.trick_no, words))
        self.trick = []
        self.trick_no += 1
        if self.tie_break == 0 and self.tricks_played < TRICKS_PER_HAND:
            tied(STAY)
            self.give_turn(self.leader)
            return events
        most = max(self.tricks_won)
        top = [s for s, w in enumerate(self.tricks_won) if w == most]
        if len(top) == 1:
            tied(LOST)
            return self._finish_hand(events, top[0])
        self.tie_break += 1
        if self.tie_break > 1:
            self._redeal()
        tied(REDEAL if self.tie_break > 1 else STAY)
        events.append(TieBreak(self.tie_break))
        self.give_turn(self.leader)
        return events

    def _redeal(self) -> None:
        """The whole deck reshuffled, one card dealt to each player. The cards of the hand so far
        go back into the deck, so the hand's history, passes and tied cards are cleared (the count
        of tied tricks carries)."""
        drawn = self._chance().sample(tavern_deck(), self.players)
        cards = self._redeals.pop(0) if self._redeals else tuple(drawn)
        self.hands = [[c] for c in cards]
        self.history = []
        self.tied_pile = []
        self.passes = [()] * self.players
        self.received = [()] * self.players

    def _finish_hand(self, events: list[Event], winner: int) -> list[Event]:
        pile = self.stakes_pile
        self.coins[winner] += pile
        events.append(StakesTaken(winner, pile))
        self.stakes_pile = 0
        points = tuple(c - b for c, b in zip(self.coins, self.coins_before))
        breakdown = tuple(self._hand_items(s, winner, pile) for s in range(self.players))
        self.rounds.append(HandResult(
            self.round_no, points, breakdown, f"Hand {self.round_no}",
            tricks=tuple(self.tricks_won), stakes_to=winner, stakes=pile, banks=tuple(self.coins),
            unclaimed=self.tied_tricks,
        ))
        events.append(HandScored(self.round_no, points, tuple(self.coins)))
        self.keep_round_end(self.round_no)  # the table shows the hand's end under its summary
        if self.round_no < self.hands_total:
            events.extend(self.start_round())
            return events
        self.end_game()
        events.append(GameOver(self.winners(), tuple(self.coins)))
        return events

    def _hand_items(self, seat: int, winner: int, pile: int) -> tuple[ScoreItem, ...]:
        """Where ``seat``'s coins went this hand: its stake (counted in coins), the stakes if it
        took them, and the Thieves it played or was robbed by (counted in thefts)."""
        staked = self.stakes[seat] or 0
        items = [ScoreItem("Staked", -staked, staked)]
        if seat == winner:
            items.append(ScoreItem("Stakes taken", pile, 1))
        if self.thefts[seat]:
            items.append(ScoreItem("Thief", self.stolen[seat], self.thefts[seat]))
        return tuple(items)

    def winners(self) -> tuple[int, ...]:
        most = max(self.coins)
        return tuple(s for s, c in enumerate(self.coins) if c == most)

    # --- knowledge ------------------------------------------------------------------------------
    def observation(self, seat: int) -> TavernTricksObservation:
        to_move = self._to_move
        all_passed = self.phase != PASS_PHASE
        dice = self.dice
        trick = tuple(self.trick)
        standing = tuple(s.text for s in standings(trick, dice)) if trick and dice is not None else ()
        return TavernTricksObservation(
            seat=seat,
            players=self.players,
            to_move=to_move,
            legal_actions=tuple(self.legal_actions(seat)) if seat in to_move else (),
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(map(len, self.hands)),
            round_no=self.round_no,
            scores=tuple(self.coins),
            is_over=self.over,
            history=tuple(self.history),
            phase=self.phase,
            dealer=self.dealer,
            leader=self.leader,
            direction=self.direction,
            passed=tuple(self.passed),
            my_pass=self.passes[seat],
            received=self.received[seat] if all_passed else (),
            pass_to=self.pass_to[seat],
            pass_from=self.pass_to.index(seat),
            dice=dice,
            stakes=tuple(self.stakes),
            stakes_pile=self.stakes_pile,
            trick=trick,
            tied_pile=tuple(self.tied_pile),
            tied_tricks=self.tied_tricks,
            tricks_won=tuple(self.tricks_won),
            tie_break=self.tie_break,
            trick_no=self.trick_no,
            hands_total=self.hands_total,
            standing=standing,
            round_points=tuple(tuple(int(p) for p in r.points) for r in self.rounds),
        )

    def visible_cards(self, seat: int) -> set[Card]:
        """The cards whose place ``seat`` knows: its hand, its pass, the cards it received and
        every card face up this hand."""
        seen = set(self.hands[seat])
        seen.update(self.passes[seat])
        if self.phase != PASS_PHASE:
            seen.update(self.received[seat])
        for t in self.history:
            seen.update(c for _, c, _ in t.plays)
        seen.update(c for _, c, _ in self.trick)
        seen.update(self.tied_pile)
        return seen

    def hidden_cards(self, seat: int) -> set[Card]:
        """Other hands, other seats' passes, the cards out of play and the undealt deck."""
        hidden = {c for s, hand in enumerate(self.hands) if s != seat for c in hand}
        hidden.update(c for s, p in enumerate(self.passes) if s != seat for c in p)
        held = {c for hand in self.hands for c in hand}
        held.update(c for p in self.passes for c in p)
        visible = self.visible_cards(seat)
        hidden.update(c for c in tavern_deck() if c not in held and c not in visible)
        hidden -= visible
        return hidden

    @classmethod
    def sample_from(cls, observation: TavernTricksObservation, rng: random.Random) -> TavernTricksState:
        """A full state ``observation`` could come from: the unseen cards dealt at random
        (``sampling``). A pass another seat laid while the pass is still open is taken back:
        that seat is to move again in the sample, for a search to decide."""
        return sample_state(cls, observation, rng)

    # --- results --------------------------------------------------------------------------------
    def result(self) -> GameResult:
        return GameResult(
            game=self.game_id,
            players=self.players,
            scores=tuple(self.coins),
            winners=self.winners() if self.over else (),
            rounds=tuple(self.rounds),
            finished=self.over,
            extra={"starting_score": START_COINS},  # each bank before hand 1: rounds add up from it
        )

    phases = {
        PASS_PHASE: Phase(_legal_pass, _pass),
        STAKE_PHASE: Phase(_legal_stake, _stake),
        TRICK_PHASE: Phase(_legal_play, _play),
        OVER_PHASE: OVER,
    }
