import { expect } from 'chai';
import { htmlToText } from './html-text';

describe('htmlToText (spec 001 §2: the description is searched as text, never as HTML)', () => {
  it('gives the text a person reads: tags gone, entities decoded, on one line', () => {
    expect(htmlToText('<p><strong>Mailbloom</strong> turns orders\ninto   segments &amp; lists.</p>')).to.equal('Mailbloom turns orders into segments & lists.');
  });

  it('keeps words apart where block elements separate them', () => {
    expect(htmlToText('<ul><li>Email</li><li>Reports</li></ul><p>One</p><p>Two<br>Three</p>')).to.equal('Email Reports One Two Three');
    expect(htmlToText('<p>Mail<strong>bloom</strong></p>'), 'inline elements do not split a word').to.equal('Mailbloom');
  });

  it('leaves out scripts, styles and attributes, and runs nothing', () => {
    let ran = false;
    (window as unknown as { ebHtmlTextRan: () => void }).ebHtmlTextRan = () => {
      ran = true;
    };
    const text = htmlToText('<p onclick="ebHtmlTextRan()">Safe</p><img src=x onerror="ebHtmlTextRan()"><script>ebHtmlTextRan()</script><style>p{}</style>');
    expect(text).to.equal('Safe');
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(ran, 'no handler or script ran').to.equal(false);
        resolve();
      }, 50),
    );
  });

  it('is empty for empty HTML', () => {
    expect(htmlToText('')).to.equal('');
  });
});
