#ifndef SCALE_BY
#error "define SCALE_BY"
#endif
static float scale(float x, float k) { return x * k * SCALE_BY; }
