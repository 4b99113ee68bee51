// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../../setup/intl';
import { t } from './translate';
import { setupUser, type TUser } from '../../setup/user';

/**
 * signature_pad draws on a 2D canvas, which jsdom does not have: a stand-in with the same API
 * keeps the strokes as data, so these tests check what the component does with it (export, undo,
 * clear, the high-DPI resize that must keep the drawing).
 */
type TGroup = { points: { x: number; y: number }[] };
const pads: FakePad[] = [];
class FakePad extends EventTarget {
  data: TGroup[] = [];
  enabled = true;
  constructor(
    public canvas: HTMLCanvasElement,
    public options: Record<string, unknown>,
  ) {
    super();
    pads.push(this);
  }
  /** What a finished stroke of the real pad does. */
  draw(points: TGroup['points']) {
    this.data.push({ points });
    this.dispatchEvent(new CustomEvent('endStroke'));
  }
  toData() {
    return this.data.map((g) => ({ ...g }));
  }
  fromData(groups: TGroup[]) {
    this.data = [...this.data, ...groups];
  }
  clear() {
    this.data = [];
  }
  isEmpty() {
    return this.data.length === 0;
  }
  toDataURL(type = 'image/png') {
    return `data:${type};base64,${btoa(JSON.stringify(this.data))}`;
  }
  on() {
    this.enabled = true;
  }
  off() {
    this.enabled = false;
  }
}
vi.mock('signature_pad', () => ({ default: FakePad }));

let resizeCallbacks: (() => void)[] = [];
const scale = vi.fn();

const { SignaturePad } = await import('@/components/waiver/SignaturePad');

function setCanvasWidth(width: number) {
  Object.defineProperty(HTMLCanvasElement.prototype, 'offsetWidth', { configurable: true, get: () => width });
}

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('SignaturePad', () => {
  beforeEach(() => {
    pads.length = 0;
    resizeCallbacks = [];
    scale.mockClear();
    setCanvasWidth(400);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          resizeCallbacks.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ scale } as never);
    vi.stubGlobal('devicePixelRatio', 2);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function renderPad(props: Partial<Parameters<typeof SignaturePad>[0]> = {}) {
    const onChange = vi.fn();
    renderWithIntl(<SignaturePad onChange={onChange} {...props} />);
    const canvas = screen.getByTestId('signature-pad') as HTMLCanvasElement;
    await waitFor(() => expect(canvas.dataset.ready).toBe('true'));
    return { onChange, canvas, pad: pads[0]! };
  }
  const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

  it('sizes the canvas for the device pixel ratio and explains how to sign', async () => {
    const { canvas } = await renderPad();
    expect(canvas.width).toBe(800);
    expect(canvas.height).toBe(360);
    expect(scale).toHaveBeenCalledWith(2, 2);
    expect(screen.getByRole('img', { name: t('en', 'WaiverUi.signature.labelEmpty'), description: t('en', 'WaiverUi.signature.note') })).toBe(canvas);
    expect(button('signature-undo').disabled).toBe(true);
    expect(button('signature-clear').disabled).toBe(true);
  });

  it('exports the whole signature as a PNG data URL after each stroke', async () => {
    const { onChange, canvas, pad } = await renderPad();
    act(() => pad.draw([{ x: 1, y: 2 }]));
    act(() => pad.draw([{ x: 3, y: 4 }]));
    expect(onChange).toHaveBeenLastCalledWith(pad.toDataURL('image/png'));
    expect(String(onChange.mock.lastCall?.[0])).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('img', { name: t('en', 'WaiverUi.signature.labelSigned') })).toBe(canvas);
    expect(screen.getByRole('status').textContent).toBe(t('en', 'WaiverUi.signature.statusSigned'));
    expect(button('signature-undo').disabled).toBe(false);
  });

  it('undo removes only the last stroke; clear empties the pad and reports null', async () => {
    const { onChange, pad } = await renderPad();
    act(() => pad.draw([{ x: 1, y: 1 }]));
    act(() => pad.draw([{ x: 9, y: 9 }]));
    await user.click(screen.getByTestId('signature-undo'));
    expect(pad.toData()).toEqual([{ points: [{ x: 1, y: 1 }] }]);
    expect(onChange).toHaveBeenLastCalledWith(pad.toDataURL());

    await user.click(screen.getByTestId('signature-undo'));
    expect(onChange).toHaveBeenLastCalledWith(null);

    act(() => pad.draw([{ x: 5, y: 5 }]));
    await user.click(screen.getByTestId('signature-clear'));
    expect(pad.isEmpty()).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(button('signature-clear').disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(t('en', 'WaiverUi.signature.statusEmpty'));
  });

  it('keeps the drawing when the canvas is resized', async () => {
    const { canvas, pad } = await renderPad();
    act(() => pad.draw([{ x: 10, y: 20 }]));
    setCanvasWidth(300);
    act(() => resizeCallbacks.forEach((cb) => cb()));
    expect(canvas.width).toBe(600);
    expect(pad.toData()).toEqual([{ points: [{ x: 10, y: 20 }] }]);
  });

  it('stops drawing while disabled and shows a given error', async () => {
    const { canvas, pad } = await renderPad({ disabled: true, error: 'Sign first' });
    expect(pad.enabled).toBe(false);
    expect(screen.getByTestId('signature-error').textContent).toBe('Sign first');
    expect(screen.getByRole('img', { description: `${t('en', 'WaiverUi.signature.note')} Sign first` })).toBe(canvas);
  });

  it('is translated', async () => {
    renderWithIntl(<SignaturePad onChange={vi.fn()} />, 'fr');
    expect((await screen.findByTestId('signature-clear')).textContent).toBe(t('fr', 'WaiverUi.signature.clear'));
    expect(screen.getByRole('img', { name: t('fr', 'WaiverUi.signature.labelEmpty') })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('signature-pad').dataset.ready).toBe('true'));
  });
});
