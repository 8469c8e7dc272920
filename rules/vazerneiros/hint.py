"""What a Vazerneiros move does, in the table's words: the first half of a hint's why.

The search says which move is best and by how much (``rules.ai.hint``); this says what the move
does at the table, from the seat's own observation only. An auction card: how many cards still
out beat it, and what winning the auction brings. A rumor, the trump suit, a swap under the
Whispers of the Fallen, the next leader under the Cursed Crown: what it sets. A play: what its
potions make of the card, then whether it takes the trick, cannot take it, or may still lose it.

That verdict is the rules' own over everything the trick could still become
(``trick_outcomes``): only when every such trick goes one way is the play said to take the trick
or not; otherwise it "may". Cards no one has seen yet are "still out": in another hand or among
the cards set aside.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.events import SeatName, numbered
from rules.core.tricks import seat_named
from rules.core.words import counted
from rules.vazerneiros.actions import ExchangeAction, LeadAction, PlayAction, RumorAction, TrumpAction
from rules.vazerneiros.deck import POTION_CAP, SUIT_NAMES, SUIT_SINGULAR, card_text
from rules.vazerneiros.judging import NOT_ONE_ORDER, RankKey, rank_key, winner_index
from rules.vazerneiros.observation import TrickPlay, VazerneirosObservation
from rules.vazerneiros.rumors import (
    ALCHEMY_ELIXIR,
    BEGGARS_PLAY,
    CHOICE_OF_FATE,
    FAVOR_OF_THE_GODS,
    HIDDEN_ARTIFACT,
    RITUAL_OF_PATHS,
    SCOUNDRELS_STRIKE,
    TEST_OF_SPIRITS,
    rumors,
)
from rules.vazerneiros.trick_outcomes import Verdict, my_play, outcomes

ORDINALS = ("first", "second", "third", "fourth", "fifth")
LIKELY_LOST = 0.25  # a bid that would stand against random cards less often than this is given up


def move_reason(obs: VazerneirosObservation, action: object, name: SeatName = numbered) -> str:
    """One or two sentences on what ``action`` does now (see the module notes)."""
    if isinstance(action, PlayAction):
        return _play(obs, action)
    if isinstance(action, RumorAction):
        return _rumor(obs, action.rumor)
    if isinstance(action, TrumpAction):
        held = sum(1 for c in obs.hand if c.suit == action.suit)
        one = SUIT_SINGULAR[action.suit]
        return (
            f"{SUIT_NAMES[action.suit]} become trumps: a trick with a {one} in it goes to the highest {one}. "
            f"You hold {held or 'none'} of them."
        )
    if isinstance(action, ExchangeAction):
        return _exchange(obs, action, name)
    if isinstance(action, LeadAction):
        return _next_leader(obs, action.seat, name)
    assert isinstance(action, CardAction)  # the auction card
    return _bid(obs, action.card)


# --- the auction and the round's choices ---------------------------------------------------------
def _bid(obs: VazerneirosObservation, card: Card) -> str:
    """The auction: the cards still out that beat ``card`` (a higher number, or the same number of
    a suit higher on the track), and what winning brings."""
    height = {suit: len(obs.track) - k for k, suit in enumerate(obs.track)}
    unseen = obs.unseen_cards()
    beaters = sum(1 for c in unseen if (c.rank, height[c.suit]) > (card.rank, height[card.suit]))
    if not beaters:
        return "No card still out beats it: you win the auction, choose the round's rumor and lead the first trick."
    # Were each other seat to lay a card drawn from those out, would none beat it? Rarely: the
    # bid is a card given up cheaply, not a bid to win.
    if (1 - beaters / len(unseen)) ** (obs.players - 1) < LIKELY_LOST:
        return (
            f"A cheap card to give up: {counted(beaters, 'card')} still out beat it, so the auction likely goes "
            "to another player. The card is spent either way, and a low one costs your tricks little."
        )
    them = "it" if beaters == 1 else "one"
    return (
        f"{counted(beaters, 'card')} still out {'beats' if beaters == 1 else 'beat'} it: unless another player "
        f"lays {them}, you choose the round's rumor and lead the first trick. The card is spent either way."
    )


def _rumor(obs: VazerneirosObservation, rumor: int) -> str:
    """The rumor card as the log names it, then what its picker gains (potions as the supply and
    the limit of 4 allow, or the Elixir) and does next."""
    card = rumors()[rumor]
    said = f"Rumor {card.id}, {card.title}: {card.line}"
    if rumor == ALCHEMY_ELIXIR:
        return f"{said} You take the Elixir instead of the auction's potion and lead the first trick."
    wanted = 2 if rumor == FAVOR_OF_THE_GODS else 1
    held = obs.potions[obs.seat]
    got = min(wanted, max(0, POTION_CAP - held), obs.supply)
    if got == wanted:
        gain = f"You gain {'a potion' if wanted == 1 else '2 potions'}"
    else:
        why = f"nobody may hold more than {POTION_CAP}" if held + got >= POTION_CAP else "the supply is empty"
        gain = f"You gain {got} of the {wanted} potions ({why})" if got else f"You gain no potion ({why})"
    then = ", name the trump suit" if rumor == CHOICE_OF_FATE else ""
    return f"{said} {gain}{then} and lead the first trick."


def _exchange(obs: VazerneirosObservation, action: ExchangeAction, name: SeatName) -> str:
    """The Whispers of the Fallen: the swap, and who takes the cards on the table."""
    taker = obs.trick[winner_index(obs.trick, obs.rumor, obs.track, obs.trump)].seat
    take = action.take.name
    out = (
        f"You put the {action.give.name} on the table for the {take}; "
        + ("you then take the cards on the table." if taker == obs.seat else f"{seat_named(obs.seat, taker, obs.players, name)} then takes the cards on the table.")
    )
    if any(p.card is action.take and p.potioned for p in obs.trick):
        out += f" The {take} comes back as printed: its potions are lost."
    return out


def _next_leader(obs: VazerneirosObservation, seat: int, name: SeatName) -> str:
    """The Cursed Crown: who leads the next trick, and where that puts this seat in it."""
    if seat == obs.seat:
        return "You lead the next trick yourself, so you play first in it."
    place = (obs.seat - seat) % obs.players
    when = "last" if place == obs.players - 1 else ORDINALS[place]
    return f"{seat_named(obs.seat, seat, obs.players, name)} leads the next trick, so you play {when} in it."


# --- a play ------------------------------------------------------------------------------------------
def _play(obs: VazerneirosObservation, play: PlayAction) -> str:
    """What the potions (and the Elixir) make of the card, as the log says it; then the trick."""
    trick = _trick_effect(obs, play)
    if not play.potioned:
        return trick
    held = obs.potions[obs.seat]
    if not play.cost:
        return f"It uses the Elixir: the card becomes {play.result_text()}. {trick}"
    if play.cost == held:
        spent = {1: "your only potion", 2: "both your potions"}.get(held, f"all {held} of your potions")
    else:
        spent = f"{play.cost} of your {counted(held, 'potion')}"
    if play.elixir:
        spent = f"the Elixir and {spent}"
    return f"It spends {spent}: the card becomes {play.result_text()}. {trick}"


def _shown(p: TrickPlay) -> str:
    """A played card as the trick's banner names it: 'the Mage 7', 'the Druid 9 as Paladin 9.5'."""
    assert p.card is not None and p.suit is not None and p.value is not None
    changed = (p.suit, p.value) != (p.card.suit, 2 * p.card.rank)
    return f"the {p.card.name}" + (f" as {card_text(p.suit, p.value)}" if changed else "")


def _trick_effect(obs: VazerneirosObservation, play: PlayAction) -> str:
    """Whether the play takes the trick, cannot take it, or may still lose it (module notes)."""
    n, me, rumor = obs.players, len(obs.trick), obs.rumor
    mine = my_play(obs, play)
    led = obs.trick[0].suit if obs.trick else mine.suit
    assert led is not None and mine.suit is not None and mine.value is not None
    key = rank_key(rumor, led, obs.trump, obs.track)
    if key(mine.suit, mine.value, mine.potioned, me) == ():
        return f"Only {_counting(obs, led)} can take this trick, not a {card_text(mine.suit, mine.value)}."
    verdict = outcomes(obs, play)
    wins, losses = verdict.wins, verdict.losses
    later = [(obs.seat + k) % n for k in range(1, n - me)]  # the seats still to play after this one
    # The seats among them that may change a card (the Test of Spirits: not the trick's last).
    changers = later[:-1] if rumor == TEST_OF_SPIRITS else later
    hidden = any(p.value is None for p in obs.trick)
    # The Ritual of Paths: a player after this seat with no potion may hold no card it may play;
    # then the round's tricks end and this trick goes to nobody.
    stuck = rumor == RITUAL_OF_PATHS and any(obs.potions[s] == 0 and obs.elixir != s for s in later)
    lead_shown = not obs.trick or obs.trick[0].value is not None
    visible = [p for p in (*obs.trick, mine) if p.value is not None]  # this seat's card last
    taking = visible[winner_index(visible, rumor, obs.track, obs.trump)] if lead_shown else None
    ahead = taking is mine
    before = visible[:-1]
    best = before[winner_index(before, rumor, obs.track, obs.trump)] if before and lead_shown else None
    beats, not_beat = ("goes under", "go under") if rumor == BEGGARS_PLAY else ("beats", "beat")
    if rumor in NOT_ONE_ORDER or not lead_shown:
        if not obs.trick and wins and losses:
            if rumor == SCOUNDRELS_STRIKE:
                one = SUIT_SINGULAR[led]
                return (
                    f"It leads {SUIT_NAMES[led]}: it takes the trick if exactly one {one} goes above it, "
                    f"or if no other {one} is played."
                )
            return f"It leads {SUIT_NAMES[led]}, but a card still to come may beat it."
        return _other_orders(wins, losses, ahead, bool(later), hidden, lead_shown)
    if wins and not losses and not stuck:
        if not later and not hidden:
            return f"It {beats} {_shown(best)} and takes this trick." if best else "It takes this trick."
        if not hidden:
            means = _means(obs, changers)
            even = f", even with {means}" if means else ""
            if best is None:
                return f"No card still out can beat it{even}: the trick is yours."
            return f"It {beats} {_shown(best)}, and no card still out can beat it{even}: the trick is yours."
        return "Whatever the other cards turn out to be, the trick is yours."
    if losses and not wins:
        if taking is not None and taking is not mine:
            return f"It does not {not_beat} {_shown(taking)}: the trick will not be yours."
        if not hidden:  # the next player cannot help beating it
            return "Every card still out beats it: the trick will not be yours."
        return "Whatever the other cards turn out to be, the trick will not be yours."
    doing = f"It leads {SUIT_NAMES[led]}" if best is None else f"It {beats} {_shown(best)}"
    return f"{doing}, but {_threat(obs, key, mine, verdict, later, changers, stuck)}."


def _other_orders(wins: bool, losses: bool, ahead: bool, later: bool, hidden: bool, lead_shown: bool) -> str:
    """The verdict where no one order ranks the cards (the Scoundrel's Strike, the Unexpected
    Challenger) or the lead is face down, so no card can be named as the one to beat."""
    if wins != losses:
        mine = "is yours" if wins else "will not be yours"
        if hidden:
            return f"Whatever the other cards turn out to be, the trick {mine}."
        if later:
            return f"Whatever comes after it, the trick {mine}."
        return "It takes this trick." if wins else "It does not take this trick."
    if not lead_shown:
        return "The lead is face down, so the trick may or may not be yours."
    coming = "a card still to come" if later else "a face-down card"
    return f"It would{'' if ahead else ' not'} take the trick as it stands, but {coming} may change that."


def _threat(
    obs: VazerneirosObservation,
    key: RankKey,
    mine: TrickPlay,
    verdict: Verdict,
    later: Sequence[int],
    changers: Sequence[int],
    stuck: bool,
) -> str:
    """Why a play ahead in the trick may still lose it (one order decides the trick): a card
    after it, a face-down card, or, under the Ritual of Paths, a player after it left unable to play."""
    if verdict.later_above:
        at = len(obs.trick)
        mark = key(mine.suit, mine.value, mine.potioned, at)  # type: ignore[arg-type]
        cards = set(obs.unseen_cards()).union(*(obs.known_in_hands[s] for s in later))
        beaters = sum(1 for c in cards if key(c.suit, 2 * c.rank, False, at + 1) > mark)
        if beaters:
            word = "beats" if beaters == 1 else "beat"
            return f"{counted(beaters, 'card')} still out {word} it: a player after you may take the trick"
        return f"a player after you may beat it with {_means(obs, changers)}"
    if verdict.hidden_above:
        return "a face-down card may beat it"
    if stuck:
        return "a player after you may have no card of a suit still allowed: then the trick goes to nobody"
    return "a card still to come may change that"


def _means(obs: VazerneirosObservation, later: Sequence[int]) -> str:
    """What the players after this seat could change their cards with: 'potions', 'the Elixir',
    'potions or the Elixir'; '' if nothing."""
    means = []
    if any(obs.potions[s] for s in later):
        means.append("potions")
    if obs.elixir in later:
        means.append("the Elixir")
    return " or ".join(means)


def _counting(obs: VazerneirosObservation, led: str) -> str:
    """The cards that can take a trick led in ``led``: 'Mages', 'Mages and 0s', 'Mages and Paladins (trumps)'."""
    suits = SUIT_NAMES[led]
    if obs.rumor == HIDDEN_ARTIFACT:
        return f"{suits} and 0s"
    if obs.rumor == CHOICE_OF_FATE and obs.trump is not None and obs.trump != led:
        return f"{suits} and {SUIT_NAMES[obs.trump]} (trumps)"
    return suits
