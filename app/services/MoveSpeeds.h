#pragma once

#include <QList>

namespace tessera {

// The paces, in moves per second, at which the computer plays a game for the player (2048's
// Autoplay, Fifteen's Solve): one list, so both speed choices read alike.
namespace MoveSpeeds {

QList<int> choices();
// The choice nearest `movesPerSecond` (the smaller one on a tie).
int nearest(int movesPerSecond);

} // namespace MoveSpeeds

} // namespace tessera
