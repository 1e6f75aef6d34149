import { describe, expect, it } from 'vitest';
import { containsLink, isPersonName } from './free-text.ts';

describe('person names', () => {
  it.each(['Ada Okafor', "Ngozi O'Neill", 'Mary-Jane Eze', 'Chiamaka  Nwosu', 'Adébáyọ̀ Ògúnlésì', 'Ọlá', ' Bola Ade '])('when %s is typed, then it is a name', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(['Win ₦1m at ile-prize.com', 'http://evil.example', 'bit.ly/x', 'Ada2', '<b>Ada</b>', "'", '-', 'Ada, Bola', 'Ada.'])('when %s is typed, then it is refused', (name) => {
    expect(isPersonName(name)).toBe(false);
  });
});

describe('links in a note', () => {
  it.each(['see https://evil.example', 'go to www.prizes.ng', 'claim at prize.ng now', 'bit.ly/abc', 'mailto://x', 'HTTP://X.CO'])('when the note says %s, then it carries a link', (note) => {
    expect(containsLink(note)).toBe(true);
  });

  it.each(['Their cleaners are great.', 'Try them, e.g. for your AC.', 'Costs ₦15,000 and it was worth it.', 'Ask for Musa. He is good!'])('when the note says %s, then it carries none', (note) => {
    expect(containsLink(note)).toBe(false);
  });
});
