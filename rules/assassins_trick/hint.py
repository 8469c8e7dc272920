"""What an Assassin's Trick bid does, in the table's words: the first half of a hint's why.

From the seat's own observation only: the others' bids are hidden, so each is taken as any card
that seat may still hold (``possible_cards``: its suit, less what it has bid, plus the Assassins
it took), all alike, and the bid is weighed against every such set of bids under the game's own
settling (``settle``: an Assassin spoils, equal bids cancel).
"""

from __future__ import annotations

from itertools import product

from rules.assassins_trick.deck import is_assassin
from rules.assassins_trick.observation import AssassinsTrickObservation, possible_cards
from rules.assassins_trick.state import settle
from rules.core.actions import CardAction
from rules.core.events import SeatName, numbered


def move_reason(obs: AssassinsTrickObservation, action: CardAction, name: SeatName = numbered) -> str:
    """One sentence on what bidding ``action``'s card does for the prize up now."""
    card = action.card
    prize = f"the {obs.prize.name}" if obs.prize is not None else "this prize"
    if is_assassin(card):
        return f"The Assassin takes nothing, but it spoils {prize} for everyone{_standing(obs, name)}."
    share = take_share(obs, action)
    return (
        f"Against any card the others may still bid, all alike, it takes {prize} "
        f"{round(100 * share)}% of the time."
    )


def _standing(obs: AssassinsTrickObservation, name: SeatName) -> str:
    """Why spoiling a prize helps, from the influence so far: it keeps the lead, or keeps the
    leader from taking it ("" where the seat shares the lead)."""
    mine = obs.scores[obs.seat]
    leader = max((s for s in range(obs.players) if s != obs.seat), key=lambda s: obs.scores[s])
    gap = mine - obs.scores[leader]
    if gap > 0:
        return f": you lead by {gap} influence, and nobody gains on you"
    if gap < 0:
        return f", {name(leader)} too, who leads you by {-gap} influence"
    return ""


def take_share(obs: AssassinsTrickObservation, action: CardAction) -> float:
    """The share of the others' possible bids, all alike, against which ``action`` takes the prize."""
    others = [s for s in range(obs.players) if s != obs.seat]
    choices = [possible_cards(obs, s) for s in others]
    total = wins = 0
    for bids in product(*choices):
        table = list(bids)
        table.insert(obs.seat, action.card)
        total += 1
        wins += settle(table)[0] == obs.seat
    return wins / total if total else 1.0
