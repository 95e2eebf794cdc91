import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { expectNoAxeViolations } from '../../test-support/axe';
import { captureConsole } from '../../test-support/console';
import { cleanupElements, nextTask } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { AVATAR_SIZES, Avatar, avatarImageUrl, initialsFor } from './Avatar';

afterEach(cleanupElements);

// Served by the test server from this folder; a missing file answers 404.
const PHOTO_URL = new URL('/src/ui/avatar/avatar-test-photo.svg', location.origin).href;
const MISSING_URL = new URL('/no-such-image.png', location.origin).href;

const initialsShown = (root: ShadowRoot) => root.querySelector('.eb-avatar__initials')?.textContent ?? null;

async function imageLoaded(image: HTMLImageElement) {
  await waitFor(() => expect(image.complete && image.naturalWidth > 0, 'image loaded').to.equal(true));
}

describe('Avatar initials (spec 000 §5): "one word gives first characters (max 2), several words give first letters of first and last word, uppercase"', () => {
  it('one word gives its first two characters, uppercase', async () => {
    expect(initialsFor('ada')).to.equal('AD');
    expect(initialsFor('Al')).to.equal('AL');
    const { root } = await renderInElement(<Avatar text="ada" />);
    expect(initialsShown(root)).to.equal('AD');
  });

  it('a one-letter word gives that letter', () => {
    expect(initialsFor('q')).to.equal('Q');
  });

  it('several words give the first letters of the first and last word', async () => {
    expect(initialsFor('Ada Lovelace')).to.equal('AL');
    expect(initialsFor('Ada King Lovelace')).to.equal('AL');
    const { root } = await renderInElement(<Avatar text="ada king lovelace" />);
    expect(initialsShown(root)).to.equal('AL');
  });

  it('extra spaces (leading, trailing, between words) are ignored', () => {
    expect(initialsFor('  Ada   Lovelace  ')).to.equal('AL');
    expect(initialsFor('\tada\n')).to.equal('AD');
  });

  it('handles letters beyond ASCII, whether the accent is precomposed or combining', () => {
    expect(initialsFor('élodie')).to.equal('ÉL');
    expect(initialsFor('e\u0301lodie')).to.equal('ÉL');
    expect(initialsFor('Łukasz Żółć')).to.equal('ŁŻ');
    expect(initialsFor('李 小龙')).to.equal('李小');
  });

  it('empty or blank text gives no initials', () => {
    expect(initialsFor('')).to.equal('');
    expect(initialsFor('   ')).to.equal('');
  });
});

describe('Avatar sizes (spec 000 §5): "Sizes xxsmall, xsmall, small, medium, large"', () => {
  const pixels = { xxsmall: '24px', xsmall: '32px', small: '40px', medium: '48px', large: '64px' };
  for (const size of AVATAR_SIZES) {
    it(`a ${size} avatar is ${pixels[size]} square`, async () => {
      const { root } = await renderInElement(<Avatar text="Ada Lovelace" size={size} />);
      const style = getComputedStyle(root.querySelector('.eb-avatar')!);
      expect([style.width, style.height]).to.deep.equal([pixels[size], pixels[size]]);
    });
  }

  it('is medium by default', async () => {
    const { root } = await renderInElement(<Avatar text="Ada Lovelace" />);
    expect(getComputedStyle(root.querySelector('.eb-avatar')!).width).to.equal('48px');
  });
});

describe('Avatar image: shows the picture, with the initials as fallback', () => {
  it('shows the image of an http(s) imageUrl instead of the initials', async () => {
    const { root } = await renderInElement(<Avatar text="Ada Lovelace" imageUrl={PHOTO_URL} />);
    const image = root.querySelector<HTMLImageElement>('img.eb-avatar__image')!;
    expect(image.src).to.equal(PHOTO_URL);
    await imageLoaded(image);
    expect(root.querySelector('img')).to.equal(image);
    expect(initialsShown(root)).to.equal(null);
  });

  it('shows the initials when the image fails to load (404)', async () => {
    const { root } = await renderInElement(<Avatar text="Ada Lovelace" imageUrl={MISSING_URL} />);
    await waitFor(() => expect(initialsShown(root)).to.equal('AL'));
    expect(root.querySelector('img')).to.equal(null);
  });

  it('tries again when a failed image is replaced by another URL', async () => {
    const { root, rerender } = await renderInElement(<Avatar text="Ada Lovelace" imageUrl={MISSING_URL} />);
    await waitFor(() => expect(initialsShown(root)).to.equal('AL'));
    rerender(<Avatar text="Ada Lovelace" imageUrl={PHOTO_URL} />);
    await waitFor(() => expect(root.querySelector('img')).to.not.equal(null));
    await imageLoaded(root.querySelector('img')!);
    expect(initialsShown(root)).to.equal(null);
  });

  it('only http(s) images are loaded: other URLs show the initials', async () => {
    expect(avatarImageUrl('https://img.example.com/ada.png')).to.equal('https://img.example.com/ada.png');
    expect(avatarImageUrl('javascript:alert(1)')).to.equal(undefined);
    expect(avatarImageUrl('data:image/png;base64,AAAA')).to.equal(undefined);
    expect(avatarImageUrl('mailto:ada@example.com')).to.equal(undefined);
    const { root } = await renderInElement(<Avatar text="Ada Lovelace" imageUrl="javascript:alert(1)" />);
    expect(root.querySelector('img')).to.equal(null);
    expect(initialsShown(root)).to.equal('AL');
  });
});

describe('Avatar text (spec 000 §5): "Text given must be a string"', () => {
  it('a non-string text is a developer error naming the problem, and a generic avatar is shown', async () => {
    const errors = captureConsole('error');
    try {
      const { root } = await renderInElement(<Avatar text={42 as unknown as string} />);
      await waitFor(() => expect(errors.messages().some((message) => message.includes('Avatar: "text" must be a string'))).to.equal(true));
      expect(errors.messages().join('\n')).to.contain('got number');
      expect(root.querySelector('.eb-avatar__generic')).to.not.equal(null);
      expect(initialsShown(root)).to.equal(null);
      expect(root.querySelector('.eb-generic-error')).to.equal(null);
    } finally {
      errors.restore();
    }
  });

  it('a missing text (undefined, null) is reported the same way', async () => {
    const errors = captureConsole('error');
    try {
      const { root } = await renderInElement(<Avatar text={null as unknown as string} />);
      await waitFor(() => expect(errors.messages().join('\n')).to.contain('got null'));
      expect(root.querySelector('.eb-avatar__generic')).to.not.equal(null);
    } finally {
      errors.restore();
    }
  });

  it('a string text logs nothing', async () => {
    const errors = captureConsole('error');
    try {
      await renderInElement(<Avatar text="Ada Lovelace" />);
      // Effects run after the render the helper waited for: give them their turn first.
      await nextTask();
      expect(errors.calls).to.have.length(0);
    } finally {
      errors.restore();
    }
  });
});

describe('Avatar accessibility: named by the person, or decorative', () => {
  it('is an image named by the text (the person’s name)', async () => {
    const { view } = await renderInElement(<Avatar text="Ada Lovelace" />);
    expect(view.getByRole('img', { name: 'Ada Lovelace' })).to.exist;
  });

  it('alt names it instead when given, also over a picture', async () => {
    const { view } = await renderInElement(<Avatar text="Ada Lovelace" imageUrl={PHOTO_URL} alt="Your profile" />);
    expect(view.getByRole('img', { name: 'Your profile' })).to.exist;
    expect(view.getAllByRole('img')).to.have.length(1);
  });

  it('a decorative avatar is hidden from screen readers', async () => {
    const { root, view } = await renderInElement(<Avatar text="Ada Lovelace" decorative />);
    expect(view.queryByRole('img')).to.equal(null);
    expect(root.querySelector('.eb-avatar')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('a generic avatar with neither text nor alt is hidden from screen readers rather than unnamed', async () => {
    const { root, view } = await renderInElement(<Avatar text="" />);
    expect(view.queryByRole('img')).to.equal(null);
    expect(root.querySelector('.eb-avatar__generic')).to.not.equal(null);
  });

  it('has no axe-core violations with initials', async () => {
    const { host } = await renderInElement(<Avatar text="Ada Lovelace" />);
    await expectNoAxeViolations(host);
  });

  it('has no axe-core violations with a picture', async () => {
    const { host, root } = await renderInElement(<Avatar text="Ada Lovelace" imageUrl={PHOTO_URL} size="large" />);
    await imageLoaded(root.querySelector('img')!);
    await expectNoAxeViolations(host);
  });

  it('has no axe-core violations as a generic avatar, named or decorative', async () => {
    const errors = captureConsole('error');
    try {
      const { host } = await renderInElement(
        <p>
          <Avatar text={undefined as unknown as string} alt="Guest" /> <Avatar text="" /> <Avatar text="Ada" decorative />
        </p>,
      );
      await expectNoAxeViolations(host);
    } finally {
      errors.restore();
    }
  });
});
