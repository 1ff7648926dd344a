"""The style of the main window's stage (start screen, table page, side panel), scoped by objectName.
A module of its own so that the start screen can be painted before the table's modules are loaded."""

# the status bar's warning that autosaving stopped (hidden, it still sets the status bar's height)
AUTOSAVE_NOTE_STYLE = "color: #ffd0d0; background: #8a1f1f; padding: 2px 8px;"

TABLE_STYLE = """
    QStackedWidget#stage, QWidget#table_page, QWidget#side, QWidget#start_screen { background: #20262e; }
    QWidget#side QLabel, QWidget#start_screen QLabel { color: #e6e9ee; }
    QWidget#decision_panel { background: #2b3440; border-radius: 6px; }
    QWidget#decision_panel QScrollArea, QWidget#decision_panel QScrollArea > QWidget > QWidget
        { background: transparent; }
    QFrame#start_box { background: #2b3440; border-radius: 10px; }
    QLabel#start_title { font-size: 34px; font-weight: bold; color: #ffffff; }
    QLabel#start_subtitle { font-size: 15px; }
    QLabel#resume_info { color: #cdd6e0; font-size: 13px; }
    QLabel#start_note { color: #b7c2cf; font-size: 12px; }
    QListView#log { background: #1a1f26; color: #dfe4ea; alternate-background-color: #20262e;
                      border: none; font-size: 13px; }
    QWidget#stage QPushButton { background: #3d6a99; color: white; border: none; padding: 6px 10px;
                                border-radius: 4px; font-size: 14px; }
    QWidget#stage QPushButton:hover { background: #4f82b8; }
    QWidget#stage QPushButton:disabled { background: #39414c; color: #c3cad4; }
    QWidget#stage QPushButton:focus { border: 2px solid #8fd3ff; }
"""
