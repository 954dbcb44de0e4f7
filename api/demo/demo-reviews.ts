/** The four reviews a new shop opens with. */
export const SAMPLE_REVIEWS = [
  {
    name: 'Nadeesha Perera',
    title: 'Colours even richer than on screen',
    comment:
      'Ordered the sunset canvas in 24x36 for our living room. The colours are deep and true, the canvas is stretched tight with no wrinkles, and it came ready to hang. Friends keep asking where we got it.',
    rating: 5,
    daysAgo: 3,
  },
  {
    name: 'Ruwan Jayasinghe',
    title: 'Well packed, arrived in three days',
    comment:
      'The temple print came wrapped in foam with card corners, so not a single scratch on the frame. Delivery to Kandy took three working days. Print quality is sharp even up close.',
    rating: 5,
    daysAgo: 9,
  },
  {
    name: 'Fathima Rizvi',
    title: 'Lovely print, size took some thought',
    comment:
      'The botanical set looks beautiful in our kitchen. I first picked 12x18 and it was a little small over the counter, so check your wall before ordering. The shop answered my questions quickly.',
    rating: 4,
    daysAgo: 17,
  },
  {
    name: 'Kasun Fernando',
    title: 'Our restaurant finally feels finished',
    comment:
      'We ordered four canvases for the dining area. Every one matched the photos, the edges are neatly wrapped and the matte finish does not glare under our lights. Will order again for the second branch.',
    rating: 5,
    daysAgo: 26,
  },
];
