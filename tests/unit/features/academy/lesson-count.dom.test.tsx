// @vitest-environment happy-dom
/** A course's lesson count is the lessons it lists, as its checklist counts them. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { CourseCard } from '../../../../src/features/academy/CourseCard';
import { summarize } from '../../../../src/features/kit/summary';
import { makeCourse } from '../../fixtures';

afterEach(cleanup);

const lesson = (title: string) => ({ title, description: '', video: '', content: '' });

describe('lesson count', () => {
  it('follows the lessons listed, not a stated count that disagrees', () => {
    const course = makeCourse({
      lessons: 8,
      lessons_content: [lesson('One'), lesson('Two'), lesson('Three')],
    });
    render(<CourseCard course={course} />);
    expect(screen.getByText('3 lessons')).toBeTruthy();
    expect(screen.queryByText(/8 lessons/)).toBeNull();
    expect(summarize('academy', course).badge).toBe('3 lessons');
  });

  it('keeps the stated count while no lesson is listed, and says "1 lesson" for one', () => {
    expect(summarize('academy', makeCourse({ lessons: 6, lessons_content: [] })).badge).toBe(
      '6 lessons',
    );
    expect(
      summarize('academy', makeCourse({ lessons: 4, lessons_content: [lesson('Only')] })).badge,
    ).toBe('1 lesson');
  });
});
