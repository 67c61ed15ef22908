#include "MoveSpeeds.h"

#include <cstdlib>

namespace tessera::MoveSpeeds {

QList<int> choices()
{
    return {1, 2, 5, 10, 20, 50};
}

int nearest(int movesPerSecond)
{
    const QList<int> speeds = choices();
    int best = speeds.front();
    for (const int speed : speeds) {
        if (std::abs(speed - movesPerSecond) < std::abs(best - movesPerSecond))
            best = speed;
    }
    return best;
}

} // namespace tessera::MoveSpeeds
