import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file-check';

const MB = 1024 * 1024;

describe('imageFileProblem', () => {
  it('accepts jpg, jpeg, png and gif under 5 MB', () => {
    expect(imageFileProblem({ name: 'a.JPG', type: 'image/jpeg', size: MB })).toBeNull();
    expect(imageFileProblem({ name: 'a.gif', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types by extension or by declared type', () => {
    expect(imageFileProblem({ name: 'a.txt', type: 'text/plain', size: 10 })).toBe('type');
    expect(imageFileProblem({ name: 'a.png', type: 'application/pdf', size: 10 })).toBe('type');
    expect(imageFileProblem({ name: 'png', type: 'image/png', size: 10 })).toBe('type');
  });

  it('refuses 5 MB and more', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 5 * MB })).toBe('size');
  });
});
