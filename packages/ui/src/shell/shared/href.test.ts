import { describe, expect, it } from 'vitest';
import { webHref, withReturnTo } from './href';

describe('webHref', () => {
  it('keeps a path on the same origin when the base is empty', () => {
    expect(webHref('', '/home-projects')).toBe('/home-projects');
    expect(webHref('', 'advice')).toBe('/advice');
  });

  it('joins the base address and the path with one slash', () => {
    expect(webHref('https://www.hearth.example', '/pro')).toBe('https://www.hearth.example/pro');
    expect(webHref('https://www.hearth.example/', '/pro')).toBe('https://www.hearth.example/pro');
    expect(webHref('https://www.hearth.example//', 'pro')).toBe('https://www.hearth.example/pro');
    expect(webHref('https://www.hearth.example', '/')).toBe('https://www.hearth.example/');
  });

  it('leaves absolute addresses alone', () => {
    expect(webHref('https://www.hearth.example', 'https://movers.example/quote')).toBe(
      'https://movers.example/quote',
    );
    expect(webHref('https://www.hearth.example', '//cdn.example/a.png')).toBe('//cdn.example/a.png');
    expect(webHref('https://www.hearth.example', 'mailto:help@hearth.example')).toBe(
      'mailto:help@hearth.example',
    );
  });

  it('leaves a fragment of the current page alone', () => {
    expect(webHref('https://www.hearth.example', '#main')).toBe('#main');
  });

  it('keeps query strings as they are', () => {
    expect(webHref('https://www.hearth.example', '/signup?r=%2Fadvice')).toBe(
      'https://www.hearth.example/signup?r=%2Fadvice',
    );
  });
});

describe('withReturnTo', () => {
  it('encodes the whole current address as r', () => {
    expect(withReturnTo('/signup', 'https://www.hearth.example/advice?x=1&y=2#top')).toBe(
      '/signup?r=https%3A%2F%2Fwww.hearth.example%2Fadvice%3Fx%3D1%26y%3D2%23top',
    );
    expect(withReturnTo('/login', '/')).toBe('/login?r=%2F');
  });
});
