import { describe, expect, test } from 'vitest';
import { fallbackDisplayName } from './fallback-name';
import {
  MAX_SEARCH_TOKENS,
  classifyQuery,
  matchesUser,
  rankUsers,
  searchIndexDoc,
  searchTokens,
  searchWords,
  type SearchableUser,
} from './search';

describe('searchWords', () => {
  test('lowercases and splits on whitespace and punctuation', () => {
    expect(searchWords("Jo-Ann  O'Brien, PhD!")).toEqual(['jo', 'ann', 'o', 'brien', 'phd']);
    expect(searchWords('Ünïcode Ärger')).toEqual(['ünïcode', 'ärger']);
    expect(searchWords('  ')).toEqual([]);
  });
});

describe('searchTokens', () => {
  test('holds every substring of 2 or more characters of each name word', () => {
    const tokens = searchTokens({ displayName: 'Bob' });
    expect(tokens.sort()).toEqual(['bo', 'bob', 'ob']);
  });

  test('includes bio words, deduplicated, and nothing of a phone number', () => {
    const tokens = searchTokens({ displayName: 'Ann', bio: 'ann' });
    expect(tokens.sort()).toEqual(['an', 'ann', 'nn'].sort());
    expect(new Set(tokens).size).toBe(tokens.length);
    const withPhone = { displayName: 'Ann', phoneNumber: '+15551234567' } as const;
    expect(searchTokens(withPhone).some((t) => /\d/.test(t))).toBe(false);
  });

  test('skips one-letter words and lowercases everything', () => {
    const tokens = searchTokens({ displayName: 'A Bc' });
    expect(tokens).toEqual(['bc']);
  });

  test('cuts words at 24 characters', () => {
    const word = 'abcdefghijklmnopqrstuvwxyz'; // 26 letters
    const tokens = searchTokens({ displayName: word });
    expect(tokens).toContain('abcdefghijklmnopqrstuvwx');
    expect(tokens).not.toContain('abcdefghijklmnopqrstuvwxy');
    expect(tokens).not.toContain('yz');
    expect(tokens).toHaveLength((24 * 23) / 2);
  });

  test('reads only the first 500 characters of the bio', () => {
    const bio = `${'a '.repeat(249)}zq${' late'.repeat(10)}`; // 'zq' ends at 500
    const tokens = searchTokens({ bio });
    expect(tokens).toContain('zq');
    expect(tokens).not.toContain('late');
  });

  test('keeps at most 2,000 tokens, name first', () => {
    let seed = 7;
    const letter = () => {
      seed = (seed * 16807) % 2147483647;
      return String.fromCharCode(97 + (seed % 26));
    };
    // 20 random 24-letter words fill the 500-character bio with about 5,500 substrings.
    const words = Array.from({ length: 20 }, () => Array.from({ length: 24 }, letter).join(''));
    const tokens = searchTokens({
      displayName: 'Zelda Quinn',
      bio: words.join(' '),
    });
    expect(tokens).toHaveLength(MAX_SEARCH_TOKENS);
    for (const token of ['zelda', 'quinn', 'ze']) {
      expect(tokens).toContain(token);
    }
    expect(tokens.indexOf('quinn')).toBeLessThan(tokens.indexOf(words[0]!.slice(0, 2)));
  });

  test('works without a name or bio', () => {
    expect(searchTokens({ displayName: null, bio: null })).toEqual([]);
  });
});

describe('searchIndexDoc', () => {
  test('stores the lowercased name, or the stored fallback name, with the tokens', () => {
    const fallbackName = fallbackDisplayName('+15551234567');
    expect(searchIndexDoc({ displayName: ' Zoë ', fallbackName }).nameLower).toBe('zoë');
    expect(searchIndexDoc({ fallbackName }).nameLower).toBe(fallbackName.toLowerCase());
    expect(searchIndexDoc({ displayName: 'Al' }).tokens).toEqual(['al']);
    // The generated name is not searchable text: its digits are the phone's.
    expect(searchIndexDoc({ fallbackName }).tokens).toEqual([]);
  });
});

describe('classifyQuery', () => {
  test("refuses fewer than 2 characters after trimming with the SPEC's message", () => {
    expect(classifyQuery(' a ')).toEqual({
      kind: 'error',
      error: 'Please enter at least 2 characters to search',
    });
    expect(classifyQuery('')).toMatchObject({ kind: 'error' });
  });

  test('treats a query starting with + as an exact phone search', () => {
    expect(classifyQuery(' +1 555-123-4567 ')).toEqual({
      kind: 'phone',
      digits: '15551234567',
      phoneNumber: '+15551234567',
    });
  });

  test('treats an all-digit query as an exact phone search', () => {
    expect(classifyQuery('4915112345')).toEqual({
      kind: 'phone',
      digits: '4915112345',
      phoneNumber: '+4915112345',
    });
  });

  test('treats anything else as text, looking up its longest word', () => {
    expect(classifyQuery('  Bob Marley ')).toEqual({
      kind: 'text',
      lower: 'bob marley',
      lookupToken: 'marley',
    });
    expect(classifyQuery('555 12')).toMatchObject({ kind: 'text', lookupToken: '555' });
  });

  test('cuts the lookup token at 24 characters, like the index', () => {
    const long = 'abcdefghijklmnopqrstuvwxyz';
    expect(classifyQuery(long)).toMatchObject({ lookupToken: 'abcdefghijklmnopqrstuvwx' });
  });

  test('refuses a text query without a word of 2 characters', () => {
    expect(classifyQuery('a b')).toEqual({
      kind: 'error',
      error: 'Please enter at least 2 characters to search',
    });
    expect(classifyQuery('!!')).toMatchObject({ kind: 'error' });
  });
});

const alice: SearchableUser = {
  uid: 'alice',
  fallbackName: fallbackDisplayName('+15551234567'),
  displayName: 'Alice Smith',
  bio: 'Loves Philosophy',
};

describe('matchesUser', () => {
  test('takes the exact lookup’s candidates for a phone query with digits', () => {
    expect(matchesUser(classifyQuery('+15551234567'), alice)).toBe(true);
    expect(matchesUser(classifyQuery('+1 (555) 123-4567'), alice)).toBe(true);
    expect(matchesUser(classifyQuery('+ab'), alice)).toBe(false);
  });

  test('matches a text query as a case-insensitive substring of the name', () => {
    expect(matchesUser(classifyQuery('ICE SM'), alice)).toBe(true);
    expect(matchesUser(classifyQuery('smith alice'), alice)).toBe(false);
  });

  test('matches a text query inside the bio', () => {
    expect(matchesUser(classifyQuery('philo'), alice)).toBe(true);
  });

  test('never matches a text query against a phone number or the generated name', () => {
    const withPhone = { ...alice, phoneNumber: '+1555-1234' } as SearchableUser;
    expect(matchesUser(classifyQuery('555-12'), withPhone)).toBe(false);
    const nameless = { uid: 'n', fallbackName: 'LogicLord4567' };
    expect(matchesUser(classifyQuery('LogicLord'), nameless)).toBe(false);
  });

  test('never matches an invalid query', () => {
    expect(matchesUser(classifyQuery('a'), alice)).toBe(false);
  });

  test('finds every match through the index token it looks up', () => {
    const users: SearchableUser[] = [
      alice,
      { uid: 'b', displayName: "Seán O'Neill", bio: 'Chess & tea' },
      { uid: 'c', fallbackName: 'WitWizard2345', bio: 'Nameless but chatty' },
    ];
    const queries = [
      'ali',
      'smith',
      'ice sm',
      'neill',
      "o'ne",
      'ches',
      'tea',
      'chatty',
      'philosophy',
    ];
    for (const raw of queries) {
      const query = classifyQuery(raw);
      if (query.kind !== 'text') throw new Error(`expected text for ${raw}`);
      for (const user of users) {
        if (matchesUser(query, user)) expect(searchTokens(user)).toContain(query.lookupToken);
      }
      expect(users.some((user) => matchesUser(query, user))).toBe(true);
    }
  });
});

describe('rankUsers', () => {
  const u = (uid: string, displayName?: string, phoneNumber = `+1000000${uid.length}`) =>
    ({ uid, displayName, fallbackName: fallbackDisplayName(phoneNumber) }) as SearchableUser;

  test('excludes the current user', () => {
    const ranked = rankUsers('ann', [u('me', 'Ann'), u('x', 'Ann')], 'me');
    expect(ranked.map((r) => r.uid)).toEqual(['x']);
  });

  test('puts the exact name match first, then prefix matches, then the rest alphabetically', () => {
    const users = [
      u('1', 'Joanna'),
      u('2', 'annabel'),
      u('3', 'Ann'),
      u('4', 'Dianne'),
      u('5', 'Anna'),
      u('6', 'Bob'),
      u('7', 'Aaron Ann'),
    ];
    // 'Aaron Ann' comes first alphabetically but only contains the query.
    expect(rankUsers('ANN', users, 'nobody').map((r) => r.displayName)).toEqual([
      'Ann',
      'Anna',
      'annabel',
      'Aaron Ann',
      'Dianne',
      'Joanna',
    ]);
  });

  test('sorts users without a displayName by their stored fallback name', () => {
    const phone = '+15551230000';
    expect(fallbackDisplayName(phone)).toBe('LogicLord0000');
    const users = [u('z', 'Zed'), u('n', undefined, phone), u('a', 'Abe'), u('m', 'Mia')].map(
      (user) => ({ ...user, bio: 'Keen debater' }),
    );
    // An empty name would sort first; the fallback 'LogicLord0000' sorts between Abe and Mia.
    expect(rankUsers('debater', users, null).map((r) => r.uid)).toEqual(['a', 'n', 'm', 'z']);
  });

  test('returns only matching users, each once', () => {
    const users = [u('1', 'Ann'), u('2', 'Bob'), u('1', 'Ann')];
    expect(rankUsers('ann', users, undefined).map((r) => r.uid)).toEqual(['1']);
  });

  test('returns nothing for a query that is too short', () => {
    expect(rankUsers('a', [u('1', 'Ann')], null)).toEqual([]);
  });
});
