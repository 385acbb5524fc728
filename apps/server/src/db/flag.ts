/** A 0/1 integer column: both engines store flags as integers. */
export type Flag = 0 | 1;
