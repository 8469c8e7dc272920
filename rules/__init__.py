"""Pure-Python rules of the card table: the shared core, one package per game, and the bots.

Nothing under ``rules`` imports pygame or ``game``; a test guards this.
"""
