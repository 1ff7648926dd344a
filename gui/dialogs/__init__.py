"""Dialogs and panels of the main window."""
