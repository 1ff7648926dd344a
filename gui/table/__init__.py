"""The table: a QGraphicsScene of seats, zones and cards drawn from one engine view."""
