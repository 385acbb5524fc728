/** The parcel list's import and export buttons (issue 27). */
export default {
  import: {
    button: 'Import parcels',
    title: 'Import parcel orders',
    hint: 'One row per customs line: rows with the same Reference form one parcel order, rows with the same Piece no. one piece. Parcels are created as drafts; pre-advise them from the list. A reference you already have is refused.',
    keyLabel: 'Reference',
  },
  exportSelected: 'Export selected',
};
