import { describe, expect, it } from 'vitest';
import { addAttachments, removeAttachment } from './attachments';

const file = (name: string, size = 1024, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

const names = (files: File[]) => files.map((f) => f.name);

describe('attachments', () => {
  it('adds images and skips a file whose name is already there', () => {
    const first = addAttachments([], [file('a.png'), file('b.jpg', 10, 'image/jpeg')]);
    expect(names(first.files)).toEqual(['a.png', 'b.jpg']);
    expect(first.problems).toEqual([]);
    const again = addAttachments(first.files, [
      file('a.png', 2048),
      file('c.webp', 10, 'image/webp'),
    ]);
    expect(names(again.files)).toEqual(['a.png', 'b.jpg', 'c.webp']);
    expect(again.problems).toEqual(['a.png: 이미 추가한 파일입니다.']);
    // The same name twice in one choice counts once.
    expect(
      names(
        addAttachments([], [file('d.gif', 1, 'image/gif'), file('d.gif', 1, 'image/gif')]).files,
      ),
    ).toEqual(['d.gif']);
  });

  it('refuses other types and files over 5 MB, with the file named', () => {
    const result = addAttachments(
      [],
      [
        file('doc.pdf', 10, 'application/pdf'),
        file('big.jpg', 5 * 1024 * 1024 + 1, 'image/jpeg'),
        file('edge.jpg', 5 * 1024 * 1024, 'image/jpeg'),
        file('icon.svg', 10, 'image/svg+xml'),
      ],
    );
    expect(names(result.files)).toEqual(['edge.jpg']);
    expect(result.problems).toEqual([
      'doc.pdf: JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
      'big.jpg: 5MB 이하의 이미지만 올릴 수 있습니다.',
      'icon.svg: JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.',
    ]);
  });

  it('keeps at most 5 images, counting those an edited post keeps', () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.png`));
    const result = addAttachments([], six);
    expect(names(result.files)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(result.problems).toEqual(['이미지는 5장까지 올릴 수 있습니다.']);

    const withKept = addAttachments([], six.slice(0, 3), 3);
    expect(names(withKept.files)).toEqual(['1.png', '2.png']);
    expect(withKept.problems).toEqual(['이미지는 5장까지 올릴 수 있습니다.']);
  });

  it('removes by name, after which the same file can be added again', () => {
    const files = addAttachments([], [file('a.png'), file('b.png')]).files;
    const left = removeAttachment(files, 'a.png');
    expect(names(left)).toEqual(['b.png']);
    expect(names(addAttachments(left, [file('a.png')]).files)).toEqual(['b.png', 'a.png']);
  });
});
