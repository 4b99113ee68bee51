// @vitest-environment jsdom
import { forwardRef, useEffect, useImperativeHandle } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../setup/intl';
import { t } from './translate';
import { setupUser, type TUser } from '../../setup/user';

/**
 * jsdom has no camera: react-webcam is replaced by a stand-in that grants or refuses the camera
 * the way the real one reports it (onUserMedia / onUserMediaError) and returns a JPEG screenshot.
 */
const camera: { allow: boolean; error: unknown; shots: number; requests: number } = { allow: true, error: null, shots: 0, requests: 0 };
const JPEG = (n: number) => `data:image/jpeg;base64,/9j/shot${n}`;

vi.mock('react-webcam', () => ({
  default: forwardRef(function FakeWebcam(
    props: { onUserMedia: () => void; onUserMediaError: (e: unknown) => void; screenshotFormat: string; 'data-testid'?: string; 'aria-label'?: string },
    ref,
  ) {
    useImperativeHandle(ref, () => ({
      getScreenshot: () => (props.screenshotFormat === 'image/jpeg' ? JPEG(++camera.shots) : null),
    }));
    useEffect(() => {
      camera.requests += 1;
      queueMicrotask(() => (camera.allow ? props.onUserMedia() : props.onUserMediaError(camera.error)));
      // Mount-only, like getUserMedia in the real component.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <video data-testid={props['data-testid']} aria-label={props['aria-label']} />;
  }),
}));

const { SelfieCapture } = await import('@/components/waiver/SelfieCapture');


let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('SelfieCapture', () => {
  beforeEach(() => {
    camera.allow = true;
    camera.error = null;
    camera.shots = 0;
    camera.requests = 0;
  });

  it('asks for the camera only when the signer turns it on', async () => {
    renderWithIntl(<SelfieCapture onChange={vi.fn()} />);
    expect(camera.requests).toBe(0);
    expect(screen.queryByTestId('selfie-video')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('en', 'WaiverUi.selfie.start') }));
    expect(camera.requests).toBe(1);
    expect(await screen.findByRole('button', { name: t('en', 'WaiverUi.selfie.capture') })).toBeTruthy();
  });

  it('captures a JPEG data URL, shows the preview, and retake clears it', async () => {
    const onChange = vi.fn();
    renderWithIntl(<SelfieCapture onChange={onChange} />);
    await user.click(screen.getByTestId('selfie-start'));
    await user.click(await screen.findByRole('button', { name: t('en', 'WaiverUi.selfie.capture') }));

    expect(onChange).toHaveBeenLastCalledWith(JPEG(1));
    const preview = screen.getByRole('img', { name: t('en', 'WaiverUi.selfie.previewAlt') });
    expect(preview.getAttribute('src')).toBe(JPEG(1));
    expect(screen.queryByTestId('selfie-video')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(t('en', 'WaiverUi.selfie.statusCaptured'));

    await user.click(screen.getByRole('button', { name: t('en', 'WaiverUi.selfie.retake') }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByTestId('selfie-preview')).toBeNull();
    await user.click(await screen.findByRole('button', { name: t('en', 'WaiverUi.selfie.capture') }));
    expect(onChange).toHaveBeenLastCalledWith(JPEG(2));
  });

  it('shows the webcam message when the camera is refused, and can try again', async () => {
    camera.allow = false;
    camera.error = new DOMException('Permission denied', 'NotAllowedError');
    const onChange = vi.fn();
    renderWithIntl(<SelfieCapture onChange={onChange} />, 'es');
    await user.click(screen.getByRole('button', { name: t('es', 'WaiverUi.selfie.start') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('es', 'Waiver.webcam.denied'));
    expect(screen.queryByTestId('selfie-capture')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    camera.allow = true;
    await user.click(screen.getByRole('button', { name: t('es', 'WaiverUi.selfie.retry') }));
    expect(await screen.findByRole('button', { name: t('es', 'WaiverUi.selfie.capture') })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there is no camera at all', async () => {
    camera.allow = false;
    camera.error = 'getUserMedia not supported';
    renderWithIntl(<SelfieCapture onChange={vi.fn()} />, 'fr');
    await user.click(screen.getByTestId('selfie-start'));
    expect((await screen.findByRole('alert')).textContent).toBe(t('fr', 'Waiver.webcam.unavailable'));
  });

  it('shows a given field error', () => {
    renderWithIntl(<SelfieCapture onChange={vi.fn()} error="Take a selfie" />, 'fr');
    expect(screen.getByTestId('selfie-error').textContent).toBe('Take a selfie');
    expect(screen.getByTestId('selfie-start').textContent).toBe(t('fr', 'WaiverUi.selfie.start'));
  });
});
